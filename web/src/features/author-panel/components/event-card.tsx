import { Link } from 'react-router'
import { fmt } from '@/i18n'
import { EventCard } from '@/components/event-card'
import { formatDateTime } from '@/lib/format'
import type { AuthorEvent } from '../api/events'
import { plainExcerpt } from '../excerpt'
import { EyeIcon, PencilIcon } from './icons'
import { EventStatusBadge } from './status'
import { paths } from '@/lib/paths'
import { Button, buttonClass } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const e = trPanels.authorPanel.events

/** One of the author's events: the shared event card with its status badge; view opens the public page once approved. */
export function AuthorEventCard({ event, onEdit }: { event: AuthorEvent; onEdit: () => void }) {
  return (
    <EventCard
      title={event.title}
      imageUrl={event.imageUrl}
      imageAlt=""
      badge={<EventStatusBadge status={event.status} />}
      details={[
        { label: e.fieldDate, value: <time dateTime={event.eventDate}>{formatDateTime(event.eventDate)}</time> },
        { label: e.fieldLocation, value: event.location || e.noLocation },
      ]}
      excerpt={event.description ? plainExcerpt(event.description) : undefined}
      footer={
        <div className="flex justify-end gap-2">
          <Button
            variant="icon"
            size="none"
            onClick={onEdit}
            className="h-9 w-9"
            aria-label={fmt(e.editLabel, { title: event.title })}
          >
            <PencilIcon />
          </Button>
          {event.status === 'approved' ? (
            <Link
              to={paths.event(event.id)}
              className={buttonClass({ variant: 'icon', size: 'none', className: 'h-9 w-9' })}
              aria-label={fmt(e.viewLabel, { title: event.title })}
            >
              <EyeIcon />
            </Link>
          ) : null}
        </div>
      }
    />
  )
}
