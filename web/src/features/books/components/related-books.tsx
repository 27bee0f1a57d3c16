import { useRef, type ReactNode } from 'react'
import { tr } from '@/i18n'
import { BookCard, type BookCardData } from '@/components/book-card'
import { ScrollBox } from '@/components/ui/scroll-box'
import { Skeleton } from '@/components/ui/skeleton'
import { useBelowFoldReady } from '@/hooks/use-below-fold-ready'
import { useRelatedBooks } from '../api/get-related-books'

/** A strip card's width: a phone shows one and a half (the half says "scroll"), a desktop five. */
const cardWidth = 'w-56 shrink-0'

/**
 * The book page's 'Yazarın Diğer Kitapları' and 'Benzer Kitaplar'. It sits
 * below the page's other content and asks for its books only after the book
 * is shown, when the browser is idle or the reader comes near (so it costs
 * the first screen nothing); a strip of card placeholders holds its place
 * meanwhile. Each row is a strip that scrolls sideways inside itself (never
 * widening the page). A failed load or two empty rows show nothing: the
 * rows are extras.
 */
export function RelatedBooks({
  bookId,
  renderActions,
}: {
  bookId: string
  renderActions?: (b: BookCardData) => ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const ready = useBelowFoldReady(ref)
  const related = useRelatedBooks(bookId, ready)
  const rows: Array<[string, BookCardData[]]> = related.data
    ? [
        [tr.books.relatedByAuthor, related.data.byAuthor],
        [tr.books.relatedSimilar, related.data.similar],
      ]
    : []
  const shown = rows.filter(([, books]) => books.length > 0)
  if (related.isError || (related.data && shown.length === 0)) return null
  return (
    <div ref={ref} data-testid="related-books" className="mx-auto max-w-7xl space-y-10 px-4 pb-16">
      {related.data ? (
        shown.map(([title, books]) => (
          <RelatedRow key={title} title={title} books={books} renderActions={renderActions} />
        ))
      ) : (
        <div role="status" aria-live="polite">
          <span className="sr-only">{tr.common.loading}</span>
          <Skeleton className="h-8 w-64" />
          <div className="mt-4 flex gap-4 overflow-hidden">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className={`${cardWidth} h-96`} />
            ))}
          </div>
        </div>
      )}
    </div>
  )
}

function RelatedRow({
  title,
  books,
  renderActions,
}: {
  title: string
  books: BookCardData[]
  renderActions?: (b: BookCardData) => ReactNode
}) {
  // The strip is the row's one region, named by the title (a labelled
  // section around it would be a second region of the same name).
  return (
    <div>
      <h2 className="font-serif text-2xl font-bold text-stone-900">{title}</h2>
      <ScrollBox label={title} className="mt-4 snap-x pb-3">
        <ul className="flex gap-4">
          {books.map((b) => (
            <li key={b.id} className={`${cardWidth} flex snap-start`}>
              {/* Every card of a strip as tall as its tallest, prices on one line. */}
              <div className="w-full [&>article]:h-full">
                <BookCard book={b} actions={renderActions?.(b)} />
              </div>
            </li>
          ))}
        </ul>
      </ScrollBox>
    </div>
  )
}
