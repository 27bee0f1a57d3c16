import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { describeError, serverMessageOr } from '@/lib/errors'

/** Server field errors under their fields; returns the toast text (the server's message, else the spec's). */
export function showServerErrors<T extends FieldValues>(
  err: unknown,
  known: readonly string[],
  setError: UseFormSetError<T>,
  fallback: string,
): string {
  const described = describeError(err)
  for (const [field, message] of Object.entries(described.fieldErrors)) {
    if (known.includes(field)) setError(field as Path<T>, { type: 'server', message })
  }
  return serverMessageOr(err, fallback)
}
