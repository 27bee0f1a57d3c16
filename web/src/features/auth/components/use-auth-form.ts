import type { DefaultValues, FieldValues, Path, Resolver } from 'react-hook-form'
import { useGuardedForm } from '@/hooks/use-guarded-form'
import { applyServerErrors } from './apply-server-errors'

/**
 * The form of an auth page: submit debounced 1 s and ignored while one runs;
 * when `action` fails, the server's field errors go under the form's fields
 * (the keys of `defaultValues`) and its message becomes a toast.
 */
export function useAuthForm<V extends FieldValues>(
  resolver: Resolver<V>,
  defaultValues: DefaultValues<V>,
  action: (values: V) => Promise<void>,
) {
  const fields = Object.keys(defaultValues) as Path<V>[]
  return useGuardedForm<V>({
    resolver,
    defaultValues,
    action,
    onFailure: (err, setError) => applyServerErrors(err, fields, setError),
  })
}
