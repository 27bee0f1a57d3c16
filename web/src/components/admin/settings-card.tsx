import { Fragment, useState, type FormEvent, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { QueryState } from '@/components/query-state'
import { SaveButton } from '@/components/ui/form-buttons'
import { Panel, PanelHeader } from '@/components/ui/panel'
import { describeError, serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'

/** The texts every settings card has in its catalogue. */
export interface SettingsCardTexts {
  title: string
  intro: string
  save: string
  saving: string
  saved: string
  saveError: string
}

/** What a card's fields get: the form's values, a setter, the field errors and the saved setting. */
export interface SettingsFields<T, F> {
  values: F
  /** Merges a patch (or the patch made from the current values) into the values. */
  set: (patch: Partial<F> | ((values: F) => Partial<F>)) => void
  /** Messages by field name: the card's own checks, else the server's refusal. */
  errors: Record<string, string>
  saved: T
}

/** The save mutation of a setting (a react-query mutation fits). */
interface SaveMutation<B> {
  mutateAsync: (body: B) => Promise<unknown>
  isPending: boolean
}

/** Tailwind sees whole class names only, so the grid widths are spelled out. */
const grids = {
  2: { grid: 'sm:grid-cols-2', span: 'sm:col-span-2' },
  3: { grid: 'sm:grid-cols-3', span: 'sm:col-span-3' },
} as const

/**
 * One card of /admin/ayarlar: the title and intro, the saved setting loaded
 * (a spinner, the error with a retry), and its form: the card's fields, then
 * the save button, busy while the save runs. A save checks the values first
 * (`toBody` returns the body and the fields it refuses, which are shown and
 * nothing is sent), then sends; a success toasts `saved`, a refusal puts the
 * server's field errors under the fields and toasts its message (else
 * `saveError`). The form is keyed by the saved setting (`formKey`), so after a
 * save the fields show what the server holds.
 */
export function SettingsCard<T, F, B>({
  id,
  texts,
  query,
  save,
  formKey = (saved) => JSON.stringify(saved),
  initial,
  toBody,
  columns = 2,
  lead,
  children,
}: {
  /** Names the heading `<id>-title`, which labels the section. */
  id: string
  texts: SettingsCardTexts
  query: UseQueryResult<T>
  save: SaveMutation<B>
  formKey?: (saved: T) => string
  initial: (saved: T) => F
  toBody: (values: F) => { body: B; errors?: Record<string, string> }
  columns?: keyof typeof grids
  /** Shown between the intro and the form once the setting has loaded. */
  lead?: (saved: T) => ReactNode
  children: (fields: SettingsFields<T, F>) => ReactNode
}) {
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelHeader id={`${id}-title`} title={texts.title} intro={texts.intro} />
      <QueryState query={query}>
        {(saved) => (
          <Fragment key={formKey(saved)}>
            {lead?.(saved)}
            <SettingsForm saved={saved} texts={texts} save={save} initial={initial} toBody={toBody} columns={columns}>
              {children}
            </SettingsForm>
          </Fragment>
        )}
      </QueryState>
    </Panel>
  )
}

function SettingsForm<T, F, B>({
  saved,
  texts,
  save,
  initial,
  toBody,
  columns,
  children,
}: {
  saved: T
  texts: SettingsCardTexts
  save: SaveMutation<B>
  initial: (saved: T) => F
  toBody: (values: F) => { body: B; errors?: Record<string, string> }
  columns: keyof typeof grids
  children: (fields: SettingsFields<T, F>) => ReactNode
}) {
  const [values, setValues] = useState<F>(() => initial(saved))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set: SettingsFields<T, F>['set'] = (patch) =>
    setValues((v) => ({ ...v, ...(typeof patch === 'function' ? patch(v) : patch) }))

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const { body, errors: refused = {} } = toBody(values)
    setErrors(refused)
    if (Object.keys(refused).length > 0) return
    try {
      await save.mutateAsync(body)
      notify.success(texts.saved)
    } catch (err) {
      setErrors(describeError(err).fieldErrors)
      notify.error(serverMessageOr(err, texts.saveError))
    }
  }

  const grid = grids[columns]
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className={`mt-4 grid gap-4 ${grid.grid}`}>
      {children({ values, set, errors, saved })}
      <div className={grid.span}>
        <SaveButton busy={save.isPending} texts={texts} />
      </div>
    </form>
  )
}
