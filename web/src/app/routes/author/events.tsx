import { ImageUpload } from '@/features/images/components/image-upload'
import { AUTHOR_EVENTS_PAGE_SIZE, authorEventsQueryOptions } from '@/features/author-panel/api/events'
import { AuthorEventCard } from '@/features/author-panel/components/event-card'
import { AuthorEventForm } from '@/features/author-panel/components/event-form'
import { AuthorListPage } from './author-list-page'
import { trPanels } from '@/i18n/panels'

/** /yazar/etkinlikler: the author's own events with their status badges; ?yeni=1 opens the add form (the dashboard's quick action). */
export function AuthorEventsPage() {
  return (
    <AuthorListPage
      texts={trPanels.authorPanel.events}
      listQuery={(params) => authorEventsQueryOptions({ ...params, pageSize: AUTHOR_EVENTS_PAGE_SIZE })}
      renderCard={(event, onEdit) => <AuthorEventCard event={event} onEdit={onEdit} />}
      renderForm={(event, callbacks) => (
        <AuthorEventForm
          event={event}
          image={
            event ? (
              <ImageUpload
                kind="event-image"
                value={event.imageUrl}
                referenceId={event.id}
                referenceTable="events"
                requiresApproval
              />
            ) : null
          }
          {...callbacks}
        />
      )}
    />
  )
}

export default AuthorEventsPage
