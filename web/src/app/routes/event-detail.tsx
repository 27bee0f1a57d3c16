import { useEffect, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { tr } from '@/i18n'
import { detailFallback } from '@/components/detail-fallback'
import { FallbackImage, PLACEHOLDER_EVENT } from '@/components/fallback-image'
import { RichText } from '@/components/rich-text'
import { useEvent } from '@/features/events/api/get-event'
import { EventBadge } from '@/features/events/components/event-badge'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { formatDate, formatTime } from '@/lib/format'
import { isNotFound } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'

/** /etkinlik/:id (lazy route). */
export function EventDetailPage() {
  const { id = '' } = useParams()
  const query = useEvent(id)
  const notFound = query.isError && isNotFound(query.error)
  useDocumentTitle(query.data ? query.data.title : notFound ? tr.events.notFound : undefined)

  useEffect(() => {
    if (query.isError && !isNotFound(query.error)) notify.error(tr.events.loadError)
  }, [query.isError, query.error])

  const fallback = detailFallback(query, {
    title: tr.events.notFound,
    text: tr.events.notFoundText,
    backTo: paths.events(),
    backLabel: tr.events.backToList,
  })
  if (fallback || !query.data) return fallback

  const event = query.data
  const facts: Array<[string, ReactNode]> = [
    [tr.events.date, <time dateTime={event.date}>{formatDate(event.date)}</time>],
    [tr.events.time, formatTime(event.date)],
    [tr.events.location, event.location],
    [
      tr.events.author,
      <Link to={paths.author(event.authorId)} className="text-amber-700 hover:underline">
        {event.authorName}
      </Link>,
    ],
  ]
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 shadow-sm">
        <FallbackImage
          src={event.imageUrl}
          fallback={PLACEHOLDER_EVENT}
          alt={event.title}
          loading="eager"
          className="aspect-[2/1] w-full object-cover"
        />
      </div>
      <div className="mt-8">
        <EventBadge upcoming={event.isUpcoming} />
        <h1 className="mt-3 font-serif text-3xl font-bold text-stone-900 md:text-4xl">{event.title}</h1>
      </div>
      <dl className="mt-6 grid gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt className="text-sm text-stone-500">{k}</dt>
            <dd className="mt-1 font-medium text-stone-900">{v}</dd>
          </div>
        ))}
      </dl>
      {event.description ? (
        <section aria-labelledby="event-about" className="mt-10">
          <h2 id="event-about" className="font-serif text-2xl font-bold text-stone-900">
            {tr.events.about}
          </h2>
          <RichText html={event.description} className="mt-4" />
        </section>
      ) : null}
    </div>
  )
}
