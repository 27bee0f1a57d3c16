import { Link } from 'react-router'
import { fmt, tr } from '@/i18n'
import { FallbackImage, PLACEHOLDER_EVENT } from '@/components/fallback-image'
import { formatDateTime } from '@/lib/format'
import type { AuthorEvent } from '../api/events'
import { plainExcerpt } from '../excerpt'
import { EyeIcon, PencilIcon } from './icons'
import { EventStatusBadge } from './status'
import { paths } from '@/lib/paths'

const e = tr.authorPanel.events

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-md border border-stone-300 text-stone-700 hover:bg-stone-50'

/** One of the author's events with its status badge; view opens the public page once approved. */
export function AuthorEventCard({ event, onEdit }: { event: AuthorEvent; onEdit: () => void }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <FallbackImage src={event.imageUrl} fallback={PLACEHOLDER_EVENT} alt="" className="h-36 w-full object-cover" />
      <div className="flex-1 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 font-serif text-lg font-bold break-words text-stone-900">{event.title}</h2>
          <span className="flex-none">
            <EventStatusBadge status={event.status} />
          </span>
        </div>
        <p className="mt-1 text-sm font-medium text-amber-700">
          <time dateTime={event.eventDate}>{formatDateTime(event.eventDate)}</time>
        </p>
        <p className="text-sm text-stone-600">{event.location || e.noLocation}</p>
        {event.description ? (
          <p className="mt-2 line-clamp-3 text-sm text-stone-600">{plainExcerpt(event.description)}</p>
        ) : null}
      </div>
      <div className="flex justify-end gap-2 border-t border-stone-100 px-4 py-3">
        <button
          type="button"
          onClick={onEdit}
          className={iconButton}
          aria-label={fmt(e.editLabel, { title: event.title })}
        >
          <PencilIcon />
        </button>
        {event.status === 'approved' ? (
          <Link to={paths.event(event.id)} className={iconButton} aria-label={fmt(e.viewLabel, { title: event.title })}>
            <EyeIcon />
          </Link>
        ) : null}
      </div>
    </article>
  )
}
