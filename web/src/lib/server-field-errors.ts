import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { describeError } from '@/lib/errors'

/**
 * Puts the field errors of a failed save (the server's problem body) under
 * a form's fields: the one rule of every form (admin, author panel, sign-in). `fieldFor` names the form field a server field
 * lands on, or undefined for one the form does not show. Returns the form
 * fields that got an error, in the server's order.
 */
export function setServerFieldErrors<V extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<V>,
  fieldFor: (serverField: string) => Path<V> | undefined,
): Path<V>[] {
  const set: Path<V>[] = []
  for (const [serverField, message] of Object.entries(describeError(err).fieldErrors)) {
    const field = fieldFor(serverField)
    if (!field) continue
    setError(field, { type: 'server', message })
    set.push(field)
  }
  return set
}

/** `fieldFor` for a form whose field names are the server's: the listed fields, as they are. */
export function fieldIn<F extends string>(fields: readonly F[]): (serverField: string) => F | undefined {
  return (serverField) => fields.find((f) => f === serverField)
}
