import { Link } from 'react-router'
import { fmt } from '@/i18n'
import { FallbackImage, PLACEHOLDER_COVER } from '@/components/fallback-image'
import { formatDate, formatPrice } from '@/lib/format'
import type { AuthorBook } from '../api/books'
import { plainExcerpt } from '../excerpt'
import { EyeIcon, PencilIcon } from './icons'
import { BookApprovalBadge } from './status'
import { paths } from '@/lib/paths'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const b = trPanels.authorPanel.books

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-md border border-stone-300 text-stone-700 hover:bg-stone-50'

/**
 * One of the author's books: approval badge, category,
 * description excerpt, price, stock and date; edit opens the form, view
 * opens the storefront page (only an approved book is public there).
 */
export function AuthorBookCard({ book, onEdit }: { book: AuthorBook; onEdit: () => void }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="flex gap-4 p-4">
        <FallbackImage
          src={book.coverUrl}
          fallback={PLACEHOLDER_COVER}
          alt=""
          className="h-32 w-24 flex-none rounded-md object-cover"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <BookApprovalBadge approved={book.approved} />
            {book.pendingRevision && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                {b.revisionPending}
              </span>
            )}
            <span className="text-xs font-medium text-amber-700">{book.categoryName ?? b.noCategory}</span>
          </div>
          <h2 className="mt-1 font-serif text-lg font-bold break-words text-stone-900">{book.title}</h2>
          {book.description ? (
            <p className="mt-2 line-clamp-3 text-sm text-stone-600">{plainExcerpt(book.description)}</p>
          ) : null}
        </div>
      </div>
      <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-stone-100 px-4 py-3 text-sm">
        <div>
          <dt className="text-xs text-stone-500">{b.price}</dt>
          <dd className="font-semibold text-stone-900">{formatPrice(book.price)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">{b.stock}</dt>
          <dd className="text-stone-900">{fmt(b.stockValue, { n: book.stock })}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">{b.date}</dt>
          <dd className="text-stone-900">{formatDate(book.createdAt)}</dd>
        </div>
      </dl>
      <div className="flex justify-end gap-2 border-t border-stone-100 px-4 py-3">
        <Button
          variant="bare"
          onClick={onEdit}
          className={iconButton}
          aria-label={fmt(b.editLabel, { title: book.title })}
        >
          <PencilIcon />
        </Button>
        {book.approved ? (
          <Link to={paths.book(book.id)} className={iconButton} aria-label={fmt(b.viewLabel, { title: book.title })}>
            <EyeIcon />
          </Link>
        ) : (
          <span
            role="img"
            aria-label={b.viewPending}
            title={b.viewPending}
            className={`${iconButton} cursor-not-allowed opacity-40`}
          >
            <EyeIcon />
          </span>
        )}
      </div>
    </article>
  )
}
