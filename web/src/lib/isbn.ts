import { fmt, tr } from '@/i18n'
import { ApiError } from '@/lib/api-client'

/**
 * ISBN rules, the same as the server's
 * (internal/bookstore/isbn.go): the UI repeats them only for the live hint and
 * to disable the lookup button; the server decides.
 *
 * The texts are the product's, kept in the i18n catalogue (tr.isbn).
 */

/** The product's messages, from the catalogue. */
export const ISBN_MESSAGES = tr.isbn

export type IsbnKind = 'ISBN-10' | 'ISBN-13'

export type IsbnResult = { valid: true; kind: IsbnKind } | { valid: false; kind?: IsbnKind; error: string }

/** Keeps only digits and X (upper-cased): "978-605 123x" → "978605123X". */
export function normalizeISBN(input: string): string {
  return input.replace(/[^0-9Xx]/g, '').toUpperCase()
}

/** ISBN-10: nine digits weighted 10..2; check (11 - sum mod 11) mod 11, X = 10, only last. */
export function validateISBN10(input: string): IsbnResult {
  const n = normalizeISBN(input)
  if (n.length !== 10) return { valid: false, kind: 'ISBN-10', error: ISBN_MESSAGES.isbn10Length }
  let sum = 0
  for (let i = 0; i < 9; i++) {
    const c = n[i]!
    if (c === 'X') return { valid: false, kind: 'ISBN-10', error: ISBN_MESSAGES.invalidChar }
    sum += Number(c) * (10 - i)
  }
  const last = n[9]!
  const check = last === 'X' ? 10 : Number(last)
  if (check !== (11 - (sum % 11)) % 11) return { valid: false, kind: 'ISBN-10', error: ISBN_MESSAGES.invalidCheck }
  return { valid: true, kind: 'ISBN-10' }
}

/** ISBN-13: twelve digits weighted 1, 3, 1, 3…; check (10 - sum mod 10) mod 10. */
export function validateISBN13(input: string): IsbnResult {
  const n = normalizeISBN(input)
  if (n.length !== 13) return { valid: false, kind: 'ISBN-13', error: ISBN_MESSAGES.isbn13Length }
  if (n.includes('X')) return { valid: false, kind: 'ISBN-13', error: ISBN_MESSAGES.invalidChar }
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(n[i]) * (i % 2 === 0 ? 1 : 3)
  if (Number(n[12]) !== (10 - (sum % 10)) % 10)
    return { valid: false, kind: 'ISBN-13', error: ISBN_MESSAGES.invalidCheck }
  return { valid: true, kind: 'ISBN-13' }
}

/**
 * The server's ValidateISBN: required when nothing is left after normalising,
 * the format text for any length but 10 and 13, else the kind's own check.
 */
export function validateISBN(input: string): IsbnResult {
  const n = normalizeISBN(input)
  if (n.length === 0) return { valid: false, error: ISBN_MESSAGES.required }
  if (n.length === 10) return validateISBN10(n)
  if (n.length === 13) return validateISBN13(n)
  return { valid: false, error: ISBN_MESSAGES.format }
}

export type IsbnHint = { valid: boolean; message: string } | null

/**
 * The live hint under the ISBN field: nothing for an empty field, 'Geçerli
 * ISBN-10' / 'Geçerli ISBN-13' when valid, the generic length text while the
 * number is not yet 10 or 13 characters, else the check's error.
 */
export function isbnHint(input: string): IsbnHint {
  const n = normalizeISBN(input)
  if (n.length === 0) return null
  if (n.length !== 10 && n.length !== 13) return { valid: false, message: ISBN_MESSAGES.length }
  const r = validateISBN(n)
  return r.valid ? { valid: true, message: fmt(tr.isbn.valid, { type: r.kind }) } : { valid: false, message: r.error }
}

// Display hyphenation is the server's (bookstore.FormatISBN, by the ISBN
// agency's ranges): books carry it as isbnFormatted, so it is not repeated here.

/**
 * The failed lookup's toast, always with the status as the product writes it
 * ('ISBN sorgulaması başarısız: 502'), and the server's reason after it
 * when it gave one; a request that got no answer says so in place of a status.
 */
export function isbnLookupFailure(err: unknown): string {
  if (!(err instanceof ApiError)) return fmt(tr.isbn.lookupFailedStatus, { status: tr.isbn.lookupNoAnswer })
  const base = fmt(tr.isbn.lookupFailedStatus, { status: err.status })
  const message = err.problem?.message.trim() ?? ''
  const prefix = `${tr.isbn.lookupFailed}: `
  const reason = message.startsWith(prefix) ? message.slice(prefix.length) : message
  return reason && reason !== tr.isbn.lookupFailed ? `${base} (${reason})` : base
}
