import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { describeError } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { fieldIn, setServerFieldErrors } from '@/lib/server-field-errors'

/**
 * Shows a failed auth call: server field errors under their fields (when the
 * field exists in the form) and the message as an error toast. Login and
 * register errors fall back to the 'authentication' category, whatever
 * their code: a failed sign-in is a sign-in problem to the user.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  setServerFieldErrors(err, setError, fieldIn(fields))
  notify.error(describeError(err, 'authentication').message)
}
