import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form'
import { useGuardedForm } from '@/hooks/use-guarded-form'
import { notify } from '@/lib/notify'
import { showServerErrors } from './server-errors'

/**
 * The form of an author panel page (book, event, profile): a guarded save
 * (ignored while one runs and within `throttleMs`, default 1 s); when `action`
 * fails, the server's field errors go under the form's fields (the keys of
 * `defaultValues`) and a toast shows the server's message, else `saveError`.
 */
export function useAuthorForm<V extends FieldValues>({
  resolver,
  defaultValues,
  saveError,
  throttleMs,
  action,
}: {
  resolver: Resolver<V>
  defaultValues: DefaultValues<V>
  saveError: string
  throttleMs?: number
  action: (values: V) => Promise<void>
}) {
  const fields = Object.keys(defaultValues)
  return useGuardedForm<V>({
    resolver,
    defaultValues,
    action,
    delayMs: throttleMs,
    onFailure: (err, setError) => notify.error(showServerErrors(err, fields, setError, saveError)),
  })
}
