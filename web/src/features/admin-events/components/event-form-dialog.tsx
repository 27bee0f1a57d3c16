import { lazy, Suspense, useId, type ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { TextField } from '@/components/ui/form-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { describeError, serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useSaveEvent, type AdminEvent } from '../api/events'
import { istanbulLocalToIso, isoToIstanbulLocal } from '../datetime'
import { EVENT_STATUSES, eventSchema, MAX_EVENT_LOCATION, MAX_EVENT_TITLE, type EventValues } from '../schemas'
import { AuthorSelect } from './author-select'
import { statusLabel } from './status-labels'

const RichTextEditor = lazy(() => import('@/components/rich-text-editor'))

const t = tr.adminEvents

/** SAVE_THROTTLE_MS: one save per 3 seconds (panels.md §5, §9). */
export const SAVE_THROTTLE_MS = 3000

/** The server's field names → the form's. */
const serverFields: Record<string, keyof EventValues> = {
  title: 'title',
  authorId: 'author',
  eventDate: 'eventDate',
  location: 'location',
  imageUrl: 'imageUrl',
  status: 'status',
  description: 'description',
}

export interface ImageSlotProps {
  value: string
  onChange: (url: string) => void
  /** Set when editing: the upload is tied to this event. */
  eventId?: string
}

/**
 * The event form (new and edit) in a modal: title*, author* (approved
 * authors only), date and time* (Istanbul), location, image, status,
 * description (rich text, lazy). The image widget comes from the route.
 */
export function EventFormDialog({
  event,
  onClose,
  renderImage,
}: {
  event: AdminEvent | null
  onClose: () => void
  renderImage: (props: ImageSlotProps) => ReactNode
}) {
  const save = useSaveEvent()
  const statusId = useId()
  const descLabelId = useId()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EventValues>({
    resolver: zodResolver(eventSchema),
    defaultValues: {
      title: event?.title ?? '',
      author: event ? { id: event.authorId, name: event.authorName } : null,
      eventDate: event ? isoToIstanbulLocal(event.eventDate) : '',
      location: event?.location ?? '',
      imageUrl: event?.imageUrl ?? '',
      status: event?.status ?? 'pending',
      description: event?.description ?? '',
    },
  })

  const { submit, isRunning } = useGuardedSubmit(async (values: EventValues) => {
    try {
      await save.mutateAsync({
        id: event?.id,
        body: {
          title: values.title,
          authorId: values.author!.id,
          eventDate: istanbulLocalToIso(values.eventDate)!,
          location: values.location,
          imageUrl: values.imageUrl,
          status: values.status,
          description: values.description,
        },
      })
      notify.success(event ? t.updated : t.added)
      onClose()
    } catch (err) {
      for (const [field, message] of Object.entries(describeError(err).fieldErrors)) {
        const name = serverFields[field]
        if (name) setError(name, { type: 'server', message })
      }
      notify.error(serverMessageOr(err, t.saveError))
    }
  }, SAVE_THROTTLE_MS)

  const heading = event ? t.formEditTitle : t.formNewTitle

  return (
    <ModalDialog title={heading} closeLabel={t.close} onClose={onClose} busy={isRunning} size="lg">
      <form noValidate onSubmit={handleSubmit(submit)} aria-label={heading} className="space-y-5">
        <TextField label={t.eventTitle} maxLength={MAX_EVENT_TITLE} error={errors.title?.message} {...register('title')} />
        <Controller
          control={control}
          name="author"
          render={({ field }) => (
            <AuthorSelect label={t.author} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.author?.message} />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t.dateTime}
            type="datetime-local"
            hint={t.dateTimeHint}
            error={errors.eventDate?.message}
            {...register('eventDate')}
          />
          <div>
            <label htmlFor={statusId} className="mb-1 block text-sm font-medium text-stone-700">
              {t.status}
            </label>
            <select
              id={statusId}
              {...register('status')}
              className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200"
            >
              {EVENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel[s]}
                </option>
              ))}
            </select>
            {errors.status?.message ? (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {errors.status.message}
              </p>
            ) : null}
          </div>
        </div>
        <TextField label={t.location} maxLength={MAX_EVENT_LOCATION} error={errors.location?.message} {...register('location')} />
        <Controller
          control={control}
          name="imageUrl"
          render={({ field }) => (
            <div>
              {renderImage({ value: field.value, onChange: field.onChange, eventId: event?.id })}
              {errors.imageUrl?.message ? (
                <p role="alert" className="mt-1 text-sm text-red-600">
                  {errors.imageUrl.message}
                </p>
              ) : null}
            </div>
          )}
        />
        <div>
          <p id={descLabelId} className="mb-1 block text-sm font-medium text-stone-700">
            {t.description}
          </p>
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <Suspense fallback={<p className="text-sm text-stone-500">{t.editorLoading}</p>}>
                <RichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-labelledby={descLabelId}
                  aria-invalid={errors.description ? true : undefined}
                />
              </Suspense>
            )}
          />
          {errors.description?.message ? (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {errors.description.message}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-3 border-t border-stone-200 pt-4">
          <button
            type="button"
            onClick={onClose}
            disabled={isRunning}
            className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50 disabled:opacity-50"
          >
            {t.cancel}
          </button>
          <button
            type="submit"
            disabled={isRunning}
            aria-busy={isRunning || undefined}
            className="rounded-md bg-amber-600 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-amber-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {isRunning ? t.saving : t.save}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
