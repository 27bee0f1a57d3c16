import type { BaseSyntheticEvent } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormSetError } from 'react-hook-form'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'

/**
 * A react-hook-form form whose submit goes through useGuardedSubmit (ignored
 * while one runs and within `delayMs` of the last one) and whose failed
 * `action` is handed to `onFailure` with setError, to put the server's field
 * errors under their fields. The auth forms and the author panel forms all
 * work this way and differ only in how they show a failure.
 *
 * Returns the useForm methods plus `errors` (formState.errors), `onSubmit`
 * (for the form element) and `isRunning`.
 */
export function useGuardedForm<V extends FieldValues>({
  resolver,
  defaultValues,
  action,
  onFailure,
  delayMs,
}: {
  resolver: Resolver<V>
  defaultValues: DefaultValues<V>
  action: (values: V) => Promise<void>
  onFailure: (err: unknown, setError: UseFormSetError<V>) => void
  delayMs?: number
}) {
  const form = useForm<V>({ resolver, defaultValues })
  const { submit, isRunning } = useGuardedSubmit(async (values: V) => {
    try {
      await action(values)
    } catch (err) {
      onFailure(err, form.setError)
    }
  }, delayMs)
  const handle = form.handleSubmit(submit)
  // The form element does not wait for a submit; `submit` reports its own
  // failure (onFailure), so the finished promise is dropped on purpose.
  const onSubmit = (e?: BaseSyntheticEvent) => void handle(e)
  return { ...form, errors: form.formState.errors, onSubmit, isRunning }
}
