import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { serverMessageOr } from '@/lib/errors'
import { fieldIn, setServerFieldErrors } from '@/lib/server-field-errors'

/** Server field errors under their fields; returns the toast text (the server's message, else `fallback`). */
export function showServerErrors<T extends FieldValues>(
  err: unknown,
  known: readonly string[],
  setError: UseFormSetError<T>,
  fallback: string,
): string {
  setServerFieldErrors(err, setError, fieldIn(known as readonly Path<T>[]))
  return serverMessageOr(err, fallback)
}
