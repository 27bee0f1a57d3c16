import { ApiError } from '@/lib/api-client'
import { serverMessageOr } from '@/lib/errors'

/** A refused return step's words: the first field's message (e.g. too many copies), else the server's, else fallback. */
export function returnErrorMessage(err: unknown, fallback: string): string {
  const field = err instanceof ApiError ? err.problem?.errors?.[0]?.message : undefined
  return field?.trim() ? field : serverMessageOr(err, fallback)
}
