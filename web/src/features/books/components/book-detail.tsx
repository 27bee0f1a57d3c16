import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { fmt, tr } from '@/i18n'
import { FeaturedBadge } from '@/components/book-card'
import { FallbackImage, PLACEHOLDER_COVER, PLACEHOLDER_PERSON } from '@/components/fallback-image'
import { RichText } from '@/components/rich-text'
import { formatDate, formatPrice } from '@/lib/format'
import { SalePrice } from '@/components/sale-price'
import { DeliveryEstimateNote } from '@/components/delivery-estimate'
import type { BookDetail } from '../api/types'
import { BookPurchasePanel } from './book-purchase-panel'
import { paths } from '@/lib/paths'
import { RatingSummaryLine } from '@/components/rating-stars'
import { COVER_HEIGHT, COVER_WIDTH, DETAIL_COVER_SIZES, coverSrcSet } from '@/lib/cover-image'

function Breadcrumb({ book }: { book: BookDetail }) {
  return (
    <nav aria-label={tr.common.breadcrumb} className="mb-8 text-sm text-stone-500">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link to={paths.home()} className="hover:text-amber-700">
            {tr.nav.home}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={paths.books()} className="hover:text-amber-700">
            {tr.nav.books}
          </Link>
        </li>
        {book.categoryName && book.categoryId ? (
          <>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={paths.books({ kategori: book.categoryId })} className="hover:text-amber-700">
                {book.categoryName}
              </Link>
            </li>
          </>
        ) : null}
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-medium text-stone-800">
          {book.title}
        </li>
      </ol>
    </nav>
  )
}

export function BookDetailView({
  book,
  inCart,
  renderActions,
}: {
  book: BookDetail
  /** Copies already in the member's cart (0 or undefined: none). */
  inCart?: number
  /** Filled by the members feature: add to cart and the favourite toggle. */
  renderActions?: (quantity: number) => ReactNode
}) {
  const facts: Array<[string, string]> = []
  if (book.isbn) facts.push([tr.books.isbn, book.isbnFormatted || book.isbn])
  if (book.pageCount) facts.push([tr.books.pageCount, fmt(tr.books.pages, { n: book.pageCount })])
  if (book.publicationDate) facts.push([tr.books.publicationDate, formatDate(book.publicationDate)])

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumb book={book} />
      <div className="grid gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="relative self-start overflow-hidden rounded-xl border border-stone-200 bg-stone-100 shadow-sm">
          <FallbackImage
            src={book.coverUrl}
            srcSet={coverSrcSet(book.coverUrl)}
            sizes={DETAIL_COVER_SIZES}
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            fallback={PLACEHOLDER_COVER}
            alt={book.title}
            priority
            className="aspect-[3/4] w-full object-cover"
          />
          {book.isFeatured ? <FeaturedBadge className="absolute top-4 left-4" /> : null}
        </div>
        {/* The book's own region, named by its title: its price, stock and
            buttons, apart from the cards of the related rows further down. */}
        <section aria-labelledby="book-title">
          {book.categoryName ? (
            <p className="text-sm font-medium tracking-wide text-amber-700 uppercase">{book.categoryName}</p>
          ) : null}
          <h1 id="book-title" className="mt-2 font-serif text-3xl font-bold text-stone-900 md:text-4xl">
            {book.title}
          </h1>
          <p className="mt-2 text-lg text-stone-700">
            <Link to={paths.author(book.authorId)} className="hover:text-amber-700 hover:underline">
              {book.authorName}
            </Link>
          </p>
          <a href="#degerlendir" className="mt-3 inline-block hover:underline">
            <RatingSummaryLine average={book.ratingAverage} count={book.ratingCount} size="lg" showEmpty />
          </a>
          <p className="mt-6">
            <span className="sr-only">{tr.books.price}: </span>
            <SalePrice price={book.price} sale={book.sale} size="lg" />
          </p>
          {book.sale ? (
            <div className="mt-1 text-sm text-stone-600" data-testid="sale-facts">
              <p>{fmt(tr.campaigns.lowestInThirtyDays, { price: formatPrice(book.sale.lowestPrice30) })}</p>
              <p>{fmt(tr.campaigns.saleEnds, { date: formatDate(book.sale.endsAt) })}</p>
            </div>
          ) : null}
          <p className={`mt-2 text-sm font-medium ${book.stock > 0 ? 'text-green-700' : 'text-red-600'}`}>
            {book.stock > 0 ? fmt(tr.books.inStock, { n: book.stock }) : tr.books.outOfStock}
          </p>
          {book.stock > 0 ? <DeliveryEstimateNote estimate={book.delivery} className="mt-3 max-w-md" /> : null}
          <div className="mt-6">
            <BookPurchasePanel stock={book.stock} inCart={inCart} renderActions={renderActions} />
          </div>

          {facts.length > 0 ? (
            <section aria-labelledby="book-facts" className="mt-8 rounded-xl border border-stone-200 bg-white p-5">
              <h2 id="book-facts" className="text-sm font-semibold tracking-wide text-stone-900 uppercase">
                {tr.books.infoTitle}
              </h2>
              <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
                {facts.map(([k, v]) => (
                  <div key={k}>
                    <dt className="text-stone-500">{k}</dt>
                    <dd className="font-medium text-stone-900">{v}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          {book.description ? (
            <section aria-labelledby="book-description" className="mt-8">
              <h2 id="book-description" className="font-serif text-2xl font-bold text-stone-900">
                {tr.books.description}
              </h2>
              <RichText html={book.description} className="mt-4" />
            </section>
          ) : null}
        </section>
      </div>

      <section
        aria-labelledby="book-author"
        className="mt-12 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="book-author" className="font-serif text-2xl font-bold text-stone-900">
          {tr.books.aboutAuthor}
        </h2>
        <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
          <FallbackImage
            src={book.author.photoUrl}
            fallback={PLACEHOLDER_PERSON}
            alt={book.author.name}
            className="h-24 w-24 shrink-0 rounded-full object-cover"
          />
          <div>
            <h3 className="text-lg font-semibold text-stone-900">{book.author.name}</h3>
            {book.author.excerpt ? <p className="mt-2 text-stone-600">{book.author.excerpt}</p> : null}
            <Link
              to={paths.author(book.author.id)}
              className="mt-3 inline-block font-semibold text-amber-700 hover:text-amber-800 hover:underline"
            >
              {tr.books.authorProfile}
            </Link>
          </div>
        </div>
      </section>
    </div>
  )
}
