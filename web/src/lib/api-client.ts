import createClient from 'openapi-fetch'
import type { components, paths } from '@/api/schema.gen'

export type Schemas = components['schemas']
export type Problem = Schemas['Problem']
export type ProblemCode = Problem['code']

/** Error thrown for every non-2xx answer of the API. */
export class ApiError extends Error {
  readonly status: number
  /** The problem body when the server sent one (application/problem+json). */
  readonly problem: Problem | null

  constructor(status: number, problem: Problem | null) {
    super(problem?.message || `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.problem = problem
  }
}

function isProblem(value: unknown): value is Problem {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Problem).code === 'string' &&
    typeof (value as Problem).message === 'string'
  )
}

/**
 * Typed client over the generated `paths`. Same origin only: the server
 * refuses cross-origin state changes, and the session lives in a cookie.
 */
export const api = createClient<paths>({
  // Absolute same-origin URLs (the Request constructor outside a browser needs them).
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  // Resolved per call so tests can stub globalThis.fetch.
  fetch: (request) => globalThis.fetch(request),
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
})

type FetchResult<T> = { data?: T; error?: unknown; response: Response }

/** Returns the data of a successful call or throws an ApiError. */
export function unwrap<T>(result: FetchResult<T>): T {
  const { response } = result
  if (!response.ok) {
    throw new ApiError(response.status, isProblem(result.error) ? result.error : null)
  }
  return result.data as T
}
