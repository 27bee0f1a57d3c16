import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { fmt, tr } from '@/i18n'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons'
import { BookCard, type BookCardData } from '@/components/book-card'
import { Button } from '@/components/ui/button'
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
  const strip = useRef<HTMLDivElement>(null)
  const ends = useStripEnds(strip)
  // A desktop reader without a trackpad cannot easily scroll sideways: the
  // arrows move the strip by most of its width. A phone swipes instead.
  const move = (dir: 1 | -1) => {
    const box = strip.current?.querySelector<HTMLElement>('[role="region"]')
    box?.scrollBy({ left: dir * box.clientWidth * 0.8, behavior: 'smooth' })
  }
  const arrow = 'rounded-full bg-white p-2 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-white'
  // The strip is the row's one region, named by the title (a labelled
  // section around it would be a second region of the same name).
  return (
    <div>
      <div className="flex items-center justify-between gap-4">
        <h2 className="font-serif text-2xl font-bold text-stone-900">{title}</h2>
        {ends.overflows ? (
          <div className="hidden gap-2 md:flex">
            <Button
              variant="icon"
              size="none"
              className={arrow}
              aria-label={fmt(tr.books.relatedPrev, { title })}
              disabled={ends.atStart}
              onClick={() => move(-1)}
            >
              <ChevronLeftIcon className="h-5 w-5" />
            </Button>
            <Button
              variant="icon"
              size="none"
              className={arrow}
              aria-label={fmt(tr.books.relatedNext, { title })}
              disabled={ends.atEnd}
              onClick={() => move(1)}
            >
              <ChevronRightIcon className="h-5 w-5" />
            </Button>
          </div>
        ) : null}
      </div>
      <div ref={strip}>
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
    </div>
  )
}

/** Whether the strip inside `wrap` overflows and sits at its start or end; follows scrolling and resizing. */
function useStripEnds(wrap: RefObject<HTMLDivElement | null>) {
  const [ends, setEnds] = useState({ overflows: false, atStart: true, atEnd: false })
  useEffect(() => {
    const box = wrap.current?.querySelector<HTMLElement>('[role="region"]')
    if (!box) return
    const check = () => {
      const max = box.scrollWidth - box.clientWidth
      setEnds({ overflows: max > 1, atStart: box.scrollLeft <= 1, atEnd: box.scrollLeft >= max - 1 })
    }
    check()
    box.addEventListener('scroll', check, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check)
    observer?.observe(box)
    return () => {
      box.removeEventListener('scroll', check)
      observer?.disconnect()
    }
  }, [wrap])
  return ends
}
