import { Link, useParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { detailFallback } from '@/components/detail-fallback'
import { EmptyState } from '@/components/empty-state'
import { BookGrid } from '@/components/book-card'
import { FallbackImage, PLACEHOLDER_PERSON } from '@/components/fallback-image'
import { RichText } from '@/components/rich-text'
import { useAuthor } from '@/features/authors/api/get-author'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useBookCardActions } from '@/app/members/book-actions'
import { formatDate, formatTime } from '@/lib/format'
import { isNotFound } from '@/lib/errors'
import { paths } from '@/lib/paths'

/** /yazar/:id, the public author profile (lazy route). */
export function AuthorDetailPage() {
  const { id = '' } = useParams()
  const query = useAuthor(id)
  const notFound = query.isError && isNotFound(query.error)
  const renderActions = useBookCardActions()
  useDocumentTitle(query.data ? query.data.author.name : notFound ? tr.authors.notFound : undefined)

  const fallback = detailFallback(query, {
    title: tr.authors.notFound,
    text: tr.authors.notFoundText,
    backTo: paths.authors(),
    backLabel: tr.authors.backToList,
  })
  if (fallback || !query.data) return fallback

  const { author, books, upcomingEvents } = query.data
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <section className="flex flex-col gap-8 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm md:flex-row md:p-10">
        <FallbackImage
          src={author.photoUrl}
          fallback={PLACEHOLDER_PERSON}
          alt={author.name}
          loading="eager"
          className="h-48 w-48 shrink-0 self-center rounded-full object-cover ring-4 ring-amber-100 md:self-start"
        />
        <div className="min-w-0 flex-1">
          <h1 className="font-serif text-3xl font-bold text-stone-900 md:text-4xl">{author.name}</h1>
          {author.sinceYear ? (
            <p className="mt-2 text-sm font-medium tracking-wide text-amber-700 uppercase">
              {fmt(tr.authors.since, { year: author.sinceYear })}
            </p>
          ) : null}
          {author.biography ? (
            <>
              <h2 className="sr-only">{tr.authors.biography}</h2>
              <RichText html={author.biography} className="mt-6" />
            </>
          ) : author.excerpt ? (
            <p className="mt-6 text-stone-700">{author.excerpt}</p>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="author-books" className="mt-12">
        <h2 id="author-books" className="mb-6 font-serif text-2xl font-bold text-stone-900">
          {tr.authors.books}
        </h2>
        {books.length === 0 ? (
          <EmptyState title={tr.authors.noBooks} />
        ) : (
          <BookGrid books={books} renderActions={renderActions} />
        )}
      </section>

      <section aria-labelledby="author-events" className="mt-12">
        <h2 id="author-events" className="mb-6 font-serif text-2xl font-bold text-stone-900">
          {tr.authors.upcomingEvents}
        </h2>
        {upcomingEvents.length === 0 ? (
          <EmptyState title={tr.authors.noEvents} />
        ) : (
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {upcomingEvents.map((e) => (
              <li key={e.id} className="flex flex-col gap-1 p-5 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <Link
                    to={paths.event(e.id)}
                    className="font-semibold text-stone-900 hover:text-amber-700 hover:underline"
                  >
                    {e.title}
                  </Link>
                  <p className="text-sm text-stone-600">{e.location}</p>
                </div>
                <time dateTime={e.date} className="text-sm font-medium text-amber-700">
                  {formatDate(e.date)}, {formatTime(e.date)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
