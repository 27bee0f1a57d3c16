import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { tr } from '@/i18n'
import { RichTextEditor } from '@/components/rich-text-editor'
import { TextField } from '@/components/ui/form-field'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useSaveAuthorEvent, type AuthorEvent } from '../api/events'
import { showServerErrors } from '../server-errors'
import { authorEventSchema, eventToValues, valuesToEventRequest, type AuthorEventValues } from '../schemas'

const e = tr.authorPanel.events
const c = tr.authorPanel.common

/** Event form save throttle: 3 seconds (panels.md §9). */
export const EVENT_SAVE_THROTTLE_MS = 3000

const fields = ['title', 'eventDate', 'location', 'description', 'imageUrl'] as const

/**
 * Create or edit one of the author's events. A new event waits for an admin
 * ('Beklemede'); editing an approved one sends it back to pending, and the
 * form says so. Times are entered and shown in Istanbul time. `image` is the
 * upload slot the route composes in once the event exists.
 */
export function AuthorEventForm({
  event,
  image,
  onSaved,
  onCancel,
}: {
  event: AuthorEvent | null
  image?: ReactNode
  onSaved: (event: AuthorEvent, created: boolean) => void
  onCancel: () => void
}) {
  const save = useSaveAuthorEvent()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AuthorEventValues>({ resolver: zodResolver(authorEventSchema), defaultValues: eventToValues(event) })

  const { submit, isRunning } = useGuardedSubmit(async (values: AuthorEventValues) => {
    try {
      const saved = await save.mutateAsync({ id: event?.id, body: valuesToEventRequest(values, event?.imageUrl) })
      notify.success(event ? e.updated : e.added)
      onSaved(saved, !event)
    } catch (err) {
      notify.error(showServerErrors(err, fields, setError, e.saveError))
    }
  }, EVENT_SAVE_THROTTLE_MS)

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      {event?.status === 'approved' ? (
        <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {e.approvedEditNote}
        </p>
      ) : !event ? (
        <p className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700">{e.newEventNote}</p>
      ) : null}
      <TextField label={e.fieldTitle} error={errors.title?.message} {...register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={e.fieldDate} type="datetime-local" error={errors.eventDate?.message} {...register('eventDate')} />
        <TextField label={e.fieldLocation} error={errors.location?.message} {...register('location')} />
      </div>
      <div>
        <span id="author-event-description" className="mb-1 block text-sm font-medium text-stone-700">
          {e.fieldDescription}
        </span>
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-labelledby="author-event-description"
              height={160}
            />
          )}
        />
      </div>
      <section aria-label={e.image} className="rounded-lg border border-stone-200 p-4">
        <h3 className="mb-2 text-sm font-medium text-stone-700">{e.image}</h3>
        {event && image ? (
          <>
            {image}
            <p className="mt-2 text-xs text-stone-500">{e.imagePending}</p>
          </>
        ) : (
          <p className="text-sm text-stone-500">{e.imageAfterSave}</p>
        )}
      </section>
      <div className="flex justify-end gap-3 border-t border-stone-200 pt-4">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50"
        >
          {c.cancel}
        </button>
        <button
          type="submit"
          disabled={isRunning}
          aria-busy={isRunning || undefined}
          className="rounded-md bg-amber-600 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-700 disabled:opacity-60"
        >
          {isRunning ? c.saving : c.save}
        </button>
      </div>
    </form>
  )
}
