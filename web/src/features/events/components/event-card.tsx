import { Link } from 'react-router'
import { tr } from '@/i18n'
import { FallbackImage, PLACEHOLDER_EVENT } from '@/components/fallback-image'
import { formatDate, formatTime } from '@/lib/format'
import type { EventCard as EventCardData } from '../api/types'
import { EventBadge } from './event-badge'
import { paths } from '@/lib/paths'

export function EventCard({ event }: { event: EventCardData }) {
  const href = paths.event(event.id)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={href} className="relative block aspect-[3/2] overflow-hidden bg-stone-100">
        <FallbackImage
          src={event.imageUrl}
          fallback={PLACEHOLDER_EVENT}
          alt={event.title}
          className="h-full w-full object-cover"
        />
        <EventBadge upcoming={event.isUpcoming} className="absolute top-3 left-3" />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="font-serif text-xl font-bold text-stone-900">
          <Link to={href} className="block hover:text-amber-700">
            {event.title}
          </Link>
        </h2>
        <dl className="mt-3 space-y-1 text-sm text-stone-600">
          <div className="flex gap-2">
            <dt className="font-medium text-stone-800">{tr.events.date}:</dt>
            <dd>
              <time dateTime={event.date}>
                {formatDate(event.date)}, {formatTime(event.date)}
              </time>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-medium text-stone-800">{tr.events.location}:</dt>
            <dd>{event.location}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-medium text-stone-800">{tr.events.author}:</dt>
            <dd>
              <Link to={paths.author(event.authorId)} className="hover:text-amber-700 hover:underline">
                {event.authorName}
              </Link>
            </dd>
          </div>
        </dl>
        {event.excerpt ? <p className="mt-3 line-clamp-3 text-sm text-stone-500">{event.excerpt}</p> : null}
        <div className="mt-auto pt-4">
          <Link to={href} className="text-sm font-semibold text-amber-700 hover:text-amber-800 hover:underline">
            {tr.events.details}
            <span className="sr-only"> - {event.title}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
