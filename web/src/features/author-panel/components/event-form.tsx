import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { TextField } from '@/components/ui/form-field'
import { notify } from '@/lib/notify'
import { useSaveAuthorEvent, type AuthorEvent } from '../api/events'
import { authorEventSchema, eventToValues, valuesToEventRequest } from '../schemas'
import { useAuthorForm } from '../use-author-form'
import { RichTextField } from '@/components/ui/rich-text-field'
import { ApprovalNote, DialogFormButtons, UploadSection } from './form-parts'
import { trPanels } from '@/i18n/panels'

const e = trPanels.authorPanel.events

/** Event form save throttle: 3 seconds, so a double click saves once. */
export const EVENT_SAVE_THROTTLE_MS = 3000

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
  const { register, control, errors, onSubmit, isRunning } = useAuthorForm({
    resolver: zodResolver(authorEventSchema),
    defaultValues: eventToValues(event),
    saveError: e.saveError,
    throttleMs: EVENT_SAVE_THROTTLE_MS,
    action: async (values) => {
      const saved = await save.mutateAsync({ id: event?.id, body: valuesToEventRequest(values, event?.imageUrl) })
      notify.success(event ? e.updated : e.added)
      onSaved(saved, !event)
    },
  })

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ApprovalNote
        isNew={!event}
        approved={event?.status === 'approved'}
        newText={e.newEventNote}
        approvedText={e.approvedEditNote}
      />
      <TextField label={e.fieldTitle} error={errors.title?.message} {...register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={e.fieldDate}
          type="datetime-local"
          error={errors.eventDate?.message}
          {...register('eventDate')}
        />
        <TextField label={e.fieldLocation} error={errors.location?.message} {...register('location')} />
      </div>
      <RichTextField control={control} name="description" label={e.fieldDescription} height={160} />
      <UploadSection
        title={e.image}
        upload={event ? image : null}
        pending={e.imagePending}
        afterSave={e.imageAfterSave}
      />
      <DialogFormButtons busy={isRunning} onCancel={onCancel} />
    </form>
  )
}
