import { ApiError, type Problem } from './api-client'

type Query = Record<string, string | number | undefined | null>

/** The body as JSON; null when empty or not JSON (a proxy's HTML error page). */
function parseJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * A call to an endpoint the generated client does not describe yet (the
 * payment methods' routes, written by hand to the HTTP contract until
 * `make api` regenerates src/api/schema.gen.ts; then each caller moves to
 * `api.GET`/`api.POST` and its generated types). Same rules as the typed
 * client: same origin, the session cookie, JSON in and out, and an ApiError
 * with the problem body for any non-2xx answer.
 */
export async function apiCall<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { query, body, signal }: { query?: Query; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin
  const url = new URL(path, base)
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v))
  }
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const request = new Request(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  })
  const response = await globalThis.fetch(request)
  const text = await response.text()
  const data = parseJson(text)
  if (!response.ok) {
    const p = data as Problem | null
    const problem = p && typeof p.code === 'string' && typeof p.message === 'string' ? p : null
    throw new ApiError(response.status, problem)
  }
  return data as T
}
