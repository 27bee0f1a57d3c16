import { tr } from '@/i18n'
import { ApiError, type ProblemCode } from './api-client'

/** The eight user-facing error categories; each has one Turkish message (categoryMessages). */
export type ErrorCategory =
  'authentication' | 'authorization' | 'database' | 'network' | 'validation' | 'upload' | 'payment' | 'unknown'

export const categoryMessages: Record<ErrorCategory, string> = {
  authentication: tr.errors.authentication,
  authorization: tr.errors.authorization,
  database: tr.errors.database,
  network: tr.errors.network,
  validation: tr.errors.validation,
  upload: tr.errors.upload,
  payment: tr.errors.payment,
  unknown: tr.errors.unknown,
}

const codeCategories: Record<ProblemCode, ErrorCategory | null> = {
  unauthorized: 'authentication',
  forbidden: 'authorization',
  invalid: 'validation',
  too_large: 'validation',
  unsupported_media_type: 'validation',
  not_found: 'database',
  conflict: 'database',
  internal: 'unknown',
  // The server's message says when to retry; it has no category of its own.
  rate_limited: null,
  // An outage: the server's message asks to retry shortly.
  unavailable: null,
  // An outside service failed (ISBN lookup): the server's message says which way.
  bad_gateway: 'network',
}

function categoryFromStatus(status: number): ErrorCategory {
  if (status === 401) return 'authentication'
  if (status === 403) return 'authorization'
  if (status === 404 || status === 409) return 'database'
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'validation'
  return 'unknown'
}

/**
 * The legacy mapping for errors that carry a backend code string
 * or only a message: PGRST codes first, then keywords in the message.
 */
export function categorizeLegacy(code: string | undefined, message: string | undefined): ErrorCategory {
  if (code) {
    if (code === 'PGRST301' || code === 'PGRST204') return 'validation'
    if (code === 'PGRST401' || code.toLowerCase().includes('auth')) return 'authentication'
    if (code === 'PGRST403') return 'authorization'
    if (code.startsWith('PGRST')) return 'database'
  }
  const m = (message ?? '').toLowerCase()
  if (m.includes('network') || m.includes('fetch')) return 'network'
  if (m.includes('permission') || m.includes('access')) return 'authorization'
  if (m.includes('auth') || m.includes('login')) return 'authentication'
  return 'unknown'
}

/** A fetch that never reached the server rejects with a TypeError. */
function isNetworkFailure(err: unknown): boolean {
  return err instanceof TypeError
}

export function categorize(err: unknown, fallback: ErrorCategory = 'unknown'): ErrorCategory {
  if (err instanceof ApiError) {
    if (err.problem) return codeCategories[err.problem.code] ?? fallback
    const byStatus = categoryFromStatus(err.status)
    return byStatus === 'unknown' ? fallback : byStatus
  }
  if (isNetworkFailure(err)) return 'network'
  if (err instanceof Error || (typeof err === 'object' && err !== null)) {
    const e = err as { code?: unknown; message?: unknown }
    const code = typeof e.code === 'string' ? e.code : undefined
    const message = typeof e.message === 'string' ? e.message : undefined
    const legacy = categorizeLegacy(code, message)
    return legacy === 'unknown' ? fallback : legacy
  }
  if (typeof err === 'string') {
    const legacy = categorizeLegacy(undefined, err)
    return legacy === 'unknown' ? fallback : legacy
  }
  return fallback
}

export interface DescribedError {
  category: ErrorCategory
  /** What the user sees: the server's Turkish message, else the category text. */
  message: string
  /** Field messages keyed by the JSON body name (e.g. "password"). */
  fieldErrors: Record<string, string>
}

/**
 * Describes any thrown value for the UI. The server's own Turkish message
 * (e.g. a password rule) wins; the category message is the fallback.
 * `fallback` is the category to use when nothing more specific is known
 * (login and register use 'authentication', uploads 'upload', and so on).
 */
export function describeError(err: unknown, fallback: ErrorCategory = 'unknown'): DescribedError {
  const category = categorize(err, fallback)
  const fieldErrors: Record<string, string> = {}
  let message = categoryMessages[category]
  if (err instanceof ApiError && err.problem) {
    for (const f of err.problem.errors ?? []) {
      if (!(f.field in fieldErrors)) fieldErrors[f.field] = f.message
    }
    if (err.problem.message.trim() !== '') message = err.problem.message
  }
  return { category, message, fieldErrors }
}

export function errorMessage(err: unknown, fallback: ErrorCategory = 'unknown'): string {
  return describeError(err, fallback).message
}

/** True for a 404 (or a malformed id the server refuses with 400): the record page shows 'not found'. */
export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 404 || err.status === 400)
}

/**
 * The server's own message when it sent one (e.g. 'Yetersiz stok. Mevcut stok: 4'),
 * else `fallback` (the action's message, e.g. 'Sepete eklenirken hata oluştu').
 */
export function serverMessageOr(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.problem && err.problem.message.trim() !== '') return err.problem.message
  return fallback
}
