import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { describeError } from '@/lib/errors'
import { notify } from '@/lib/notify'

/**
 * Shows a failed auth call: server field errors under their fields (when the
 * field exists in the form) and the message as an error toast. Login and
 * register errors fall back to the 'authentication' category (spec §8).
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  const described = describeError(err, 'authentication')
  for (const [field, message] of Object.entries(described.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message })
    }
  }
  notify.error(described.message)
}
