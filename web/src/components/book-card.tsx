import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { tr } from '@/i18n'
import type { Schemas } from '@/lib/api-client'
import { SalePrice } from './sale-price'
import { FallbackImage, PLACEHOLDER_COVER } from './fallback-image'
import { paths } from '@/lib/paths'
import { RatingSummaryLine } from './rating-stars'
import { CARD_COVER_SIZES, COVER_HEIGHT, COVER_WIDTH, coverSrcSet } from '@/lib/cover-image'
import { Button } from './ui/button'

/** A book as lists show it (price in kuruş, excerpt plain text ≤150). */
export type BookCardData = Schemas['BookCard']

export function FeaturedBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-amber-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm ${className}`}
    >
      {tr.books.featuredBadge}
    </span>
  )
}

/**
 * One book card. `actions` is filled by the members feature (favourite heart,
 * add to cart); when the book is out of stock the card shows a disabled
 * 'Stok Yok' button there, so the cart action should not render for stock 0.
 */
export function BookCard({
  book,
  actions,
  priority = false,
}: {
  book: BookCardData
  actions?: ReactNode
  /** The first card of a page's first screen: its cover is fetched eagerly, with priority. */
  priority?: boolean
}) {
  const href = paths.book(book.id)
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={href} className="relative block aspect-[3/4] overflow-hidden bg-stone-100">
        <FallbackImage
          src={book.coverUrl}
          srcSet={coverSrcSet(book.coverUrl)}
          sizes={CARD_COVER_SIZES}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          priority={priority}
          fallback={PLACEHOLDER_COVER}
          alt={book.title}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
        {book.isFeatured ? <FeaturedBadge className="absolute top-3 left-3" /> : null}
      </Link>
      <div className="flex flex-1 flex-col p-4">
        {book.categoryName ? (
          <p className="text-xs font-medium tracking-wide text-amber-700 uppercase">{book.categoryName}</p>
        ) : null}
        <h3 className="mt-1 line-clamp-2 font-serif text-lg font-bold text-stone-900">
          <Link to={href} className="block hover:text-amber-700">
            {book.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-stone-600">
          <Link to={paths.author(book.authorId)} className="hover:text-amber-700 hover:underline">
            {book.authorName}
          </Link>
        </p>
        <div className="mt-1">
          <RatingSummaryLine average={book.ratingAverage} count={book.ratingCount} />
        </div>
        {book.excerpt ? <p className="mt-2 line-clamp-3 text-sm text-stone-500">{book.excerpt}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-4">
          <SalePrice price={book.price} sale={book.sale} />
          <Link to={href} className="text-sm font-medium text-amber-700 hover:text-amber-800 hover:underline">
            {tr.books.details}
            <span className="sr-only"> - {book.title}</span>
          </Link>
        </div>
        {actions || book.stock <= 0 ? (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {actions}
            {book.stock <= 0 ? (
              <Button variant="unavailable" size="none" disabled className="flex-1 px-3 py-2 text-sm">
                {tr.books.outOfStock}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  )
}

/** The responsive grid the lists use; `priority`: the grid opens the page's first screen (its first cover is eager). */
export function BookGrid({
  books,
  renderActions,
  priority = false,
}: {
  books: BookCardData[]
  renderActions?: (b: BookCardData) => ReactNode
  priority?: boolean
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {books.map((b, i) => (
        <li key={b.id} className="flex">
          <div className="w-full">
            <BookCard book={b} actions={renderActions?.(b)} priority={priority && i === 0} />
          </div>
        </li>
      ))}
    </ul>
  )
}
