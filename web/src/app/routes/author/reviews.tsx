import { fmt, tr } from '@/i18n'
import { QueryState } from '@/components/query-state'
import { RatingSummaryLine, Stars } from '@/components/rating-stars'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useAuthorReviews } from '@/features/author-panel/api/reviews'
import { PanelTitle } from '@/features/author-panel/components/panel-title'
import { formatDate } from '@/lib/format'

const t = tr.reviews

/** /yazar/degerlendirmeler: the published reviews of the author's own books, with each book's average (read only). */
export function AuthorReviewsPage() {
  useDocumentTitle(t.authorTitle)
  const q = useAuthorReviews()
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <PanelTitle title={t.authorTitle} subtitle={t.authorSubtitle} />
      <QueryState query={q}>
        {(data) => (
          <>
            <section
              aria-labelledby="author-books-ratings"
              className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <h2 id="author-books-ratings" className="font-semibold text-stone-900">
                {t.authorBooks}
              </h2>
              <ul className="mt-3 divide-y divide-stone-100">
                {data.books.map((b) => (
                  <li key={b.bookId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="font-medium text-stone-800">{b.title}</span>
                    {b.rating.count > 0 ? (
                      <RatingSummaryLine average={b.rating.average} count={b.rating.count} />
                    ) : (
                      <span className="text-sm text-stone-500">{t.authorNoRating}</span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
            <section
              aria-labelledby="author-latest-reviews"
              className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
            >
              <h2 id="author-latest-reviews" className="font-semibold text-stone-900">
                {t.authorLatest}
              </h2>
              {data.reviews.length === 0 ? (
                <p className="mt-3 text-sm text-stone-600">{t.authorNone}</p>
              ) : (
                <ul className="mt-3 divide-y divide-stone-100">
                  {data.reviews.map((r) => (
                    <li key={r.id} className="py-3">
                      <p className="text-sm font-semibold text-stone-900">{r.bookTitle}</p>
                      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
                        <span className="sr-only">{fmt(t.starsShort, { n: r.rating })}</span>
                        <Stars value={r.rating} />
                        <span>{r.displayName}</span>
                        <span>· {formatDate(r.createdAt)}</span>
                        {r.verified ? <span className="text-green-700">· {t.verified}</span> : null}
                      </div>
                      {r.title ? <p className="mt-1 font-medium text-stone-800">{r.title}</p> : null}
                      {r.body ? <p className="mt-1 whitespace-pre-line break-words text-stone-700">{r.body}</p> : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryState>
    </div>
  )
}
