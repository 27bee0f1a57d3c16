import { useId, type ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { AuthorPicker } from '@/components/admin/author-picker'
import { FieldError } from '@/components/ui/field-error'
import { CancelSaveButtons } from '@/components/ui/form-buttons'
import { ImageSlotField, type ImageSlotProps } from '@/components/admin/image-slot'
import { RichTextField } from '@/components/ui/rich-text-field'
import { setServerFieldErrors } from '@/lib/server-field-errors'
import { TextField } from '@/components/ui/form-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useSaveEvent, type AdminEvent } from '../api/events'
import { istanbulLocalToIso, isoToIstanbulLocal } from '../datetime'
import { EVENT_STATUSES, eventSchema, MAX_EVENT_LOCATION, MAX_EVENT_TITLE, type EventValues } from '../schemas'
import { statusLabel } from './status-labels'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminEvents

/** SAVE_THROTTLE_MS: one save per 3 seconds, so a double click saves once. */
export const SAVE_THROTTLE_MS = 3000

/** The server's field names → the form's. */
const serverFields: Partial<Record<string, keyof EventValues>> = {
  title: 'title',
  authorId: 'author',
  eventDate: 'eventDate',
  location: 'location',
  imageUrl: 'imageUrl',
  status: 'status',
  description: 'description',
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
      setServerFieldErrors(err, setError, (field) => serverFields[field])
      notify.error(serverMessageOr(err, t.saveError))
    }
  }, SAVE_THROTTLE_MS)

  const heading = event ? t.formEditTitle : t.formNewTitle

  return (
    <ModalDialog title={heading} closeLabel={t.close} onClose={onClose} busy={isRunning} size="lg">
      <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} aria-label={heading} className="space-y-5">
        <TextField
          label={t.eventTitle}
          maxLength={MAX_EVENT_TITLE}
          error={errors.title?.message}
          {...register('title')}
        />
        <Controller
          control={control}
          name="author"
          render={({ field }) => (
            <AuthorPicker
              texts={{
                label: t.author,
                placeholder: t.authorPlaceholder,
                list: t.authorOptions,
                loading: tr.common.loading,
                none: t.authorNoResults,
              }}
              hint={t.authorHint}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.author?.message}
            />
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
            <FieldError message={errors.status?.message} />
          </div>
        </div>
        <TextField
          label={t.location}
          maxLength={MAX_EVENT_LOCATION}
          error={errors.location?.message}
          {...register('location')}
        />
        <ImageSlotField control={control} name="imageUrl" recordId={event?.id} render={renderImage} />
        <RichTextField control={control} name="description" label={t.description} loadingText={t.editorLoading} />
        <div className="flex justify-end gap-3 border-t border-stone-200 pt-4">
          <CancelSaveButtons busy={isRunning} onCancel={onClose} texts={t} />
        </div>
      </form>
    </ModalDialog>
  )
}
