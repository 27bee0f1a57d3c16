import { Link } from 'react-router'
import { tr } from '@/i18n'
import { EventCard as Card } from '@/components/event-card'
import { formatDate, formatTime } from '@/lib/format'
import type { EventCard as EventCardData } from '../api/types'
import { EventBadge } from './event-badge'
import { paths } from '@/lib/paths'

/** An event of /etkinlikler: the shared event card with its date, place, author and a link to the details. */
export function EventCard({ event }: { event: EventCardData }) {
  const href = paths.event(event.id)
  return (
    <Card
      title={event.title}
      imageUrl={event.imageUrl}
      imageAlt={event.title}
      href={href}
      badge={<EventBadge upcoming={event.isUpcoming} />}
      details={[
        {
          label: tr.events.date,
          value: (
            <time dateTime={event.date}>
              {formatDate(event.date)}, {formatTime(event.date)}
            </time>
          ),
        },
        { label: tr.events.location, value: event.location },
        {
          label: tr.events.author,
          value: (
            <Link to={paths.author(event.authorId)} className="hover:text-amber-700 hover:underline">
              {event.authorName}
            </Link>
          ),
        },
      ]}
      excerpt={event.excerpt}
      footer={
        <Link to={href} className="text-sm font-semibold text-amber-700 hover:text-amber-800 hover:underline">
          {tr.events.details}
          <span className="sr-only"> - {event.title}</span>
        </Link>
      }
    />
  )
}
