import { fmt } from '@/i18n'
import { AdminTable } from '@/components/admin/admin-table'
import { FallbackImage, PLACEHOLDER_COVER } from '@/components/fallback-image'
import { formatPrice } from '@/lib/format'
import type { AdminBook } from '../api/books'
import { paths } from '@/lib/paths'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminBooks

interface Props {
  books: AdminBook[]
  /** The id whose approval is being changed (its button is disabled). */
  busyId: string | null
  onEdit: (book: AdminBook) => void
  onToggleApproval: (book: AdminBook) => void
  /** Opens the review of the author's edit waiting on an approved book. */
  onRevision: (book: AdminBook) => void
  onDelete: (book: AdminBook) => void
}

const iconBtn =
  'inline-flex h-8 w-8 items-center justify-center rounded-md border border-stone-200 text-stone-600 hover:border-amber-500 hover:text-amber-700'

type Handlers = Pick<Props, 'onEdit' | 'onToggleApproval' | 'onRevision' | 'onDelete'>

/**
 * The Kitap Yönetimi list: a table from the md
 * width up, and on a phone one card per book, so the title, author and
 * actions are read whole instead of in a table cut to a few characters.
 */
export function BooksTable({ books, busyId, ...on }: Props) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label={m.tableLabel}>
        {books.map((b) => (
          <li
            key={b.id}
            data-testid="admin-book-card"
            className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm"
          >
            <div className="flex gap-3">
              <FallbackImage
                src={b.coverUrl}
                fallback={PLACEHOLDER_COVER}
                alt={fmt(m.coverAlt, { title: b.title })}
                className="h-20 w-14 shrink-0 rounded object-cover shadow-sm"
              />
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium text-stone-900">{b.title}</p>
                <p className="text-sm text-stone-700">{b.authorName}</p>
                <p className="text-xs text-stone-600">
                  {b.categoryName ?? m.noCategory} ·{' '}
                  <span className="tabular-nums">{b.isbnFormatted || b.isbn || m.noIsbn}</span>
                </p>
                <p className="mt-1 text-sm tabular-nums">
                  <span className="font-medium text-stone-900">{formatPrice(b.price)}</span>
                  {' · '}
                  <span className={b.stock === 0 ? 'text-red-700' : 'text-stone-700'}>
                    {fmt(m.stockCount, { n: b.stock })}
                  </span>
                </p>
                <div className="mt-1">
                  <BookBadges book={b} />
                </div>
              </div>
            </div>
            <div className="mt-3 border-t border-stone-100 pt-2">
              <BookActions book={b} busy={busyId === b.id} {...on} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <BooksGrid books={books} busyId={busyId} {...on} />
      </div>
    </>
  )
}

function BooksGrid({ books, busyId, ...on }: Props) {
  return (
    <AdminTable
      label={m.tableLabel}
      columns={[
        { label: m.colBook },
        { label: m.colAuthor },
        { label: m.colCategory },
        { label: m.colPrice, align: 'right' },
        { label: m.colStock, align: 'right' },
        { label: m.colStatus },
        { label: m.colActions, align: 'right' },
      ]}
    >
      {books.map((b) => (
        <tr key={b.id} data-testid="admin-book-row" className="text-sm">
          <td className="px-3 py-2">
            <div className="flex items-center gap-3">
              <FallbackImage
                src={b.coverUrl}
                fallback={PLACEHOLDER_COVER}
                alt={fmt(m.coverAlt, { title: b.title })}
                className="h-14 w-10 shrink-0 rounded object-cover shadow-sm"
              />
              <div className="min-w-0">
                <p className="max-w-xs truncate font-medium text-stone-900" title={b.title}>
                  {b.title}
                </p>
                <p className="text-xs text-stone-500 tabular-nums">{b.isbnFormatted || b.isbn || m.noIsbn}</p>
              </div>
            </div>
          </td>
          <td className="px-3 py-2 text-stone-800">{b.authorName}</td>
          <td className="px-3 py-2 text-stone-700">{b.categoryName ?? m.noCategory}</td>
          <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-stone-900">{formatPrice(b.price)}</td>
          <td className={`px-3 py-2 text-right tabular-nums ${b.stock === 0 ? 'text-red-700' : 'text-stone-800'}`}>
            {b.stock}
          </td>
          <td className="px-3 py-2">
            <BookBadges book={b} />
          </td>
          <td className="px-3 py-2">
            <BookActions book={b} busy={busyId === b.id} {...on} />
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}

function BookBadges({ book }: { book: AdminBook }) {
  return (
    <>
      <span
        className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${
          book.approved ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800'
        }`}
      >
        {book.approved ? m.statusApproved : m.statusPending}
      </span>
      {book.pendingRevision ? (
        <span className="ml-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
          {m.revisionBadge}
        </span>
      ) : null}
      {book.pendingRevision && book.pendingRevision.title !== book.title ? (
        <p className="mt-1 max-w-xs truncate text-xs text-stone-600" title={book.pendingRevision.title}>
          {fmt(m.revisionTitle, { title: book.pendingRevision.title })}
        </p>
      ) : null}
      {book.featured ? (
        <span className="ml-1 inline-block rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
          {m.featuredBadge}
        </span>
      ) : null}
    </>
  )
}

function BookActions({
  book,
  busy,
  onEdit,
  onToggleApproval,
  onRevision,
  onDelete,
}: Handlers & { book: AdminBook; busy: boolean }) {
  return (
    <div
      role="group"
      aria-label={fmt(m.actionsFor, { title: book.title })}
      className="flex flex-wrap justify-end gap-1.5"
    >
      <a
        href={paths.book(book.id)}
        target="_blank"
        rel="noopener noreferrer"
        title={m.view}
        aria-label={m.view}
        className={iconBtn}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
      </a>
      <Button variant="bare" onClick={() => onEdit(book)} title={m.edit} aria-label={m.edit} className={iconBtn}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 20h4L19 9l-4-4L4 16v4Z" strokeLinejoin="round" />
        </svg>
      </Button>
      {book.pendingRevision && book.approved ? (
        <Button
          variant="bare"
          onClick={() => onRevision(book)}
          disabled={busy}
          className="whitespace-nowrap rounded-md border border-green-600 px-2 py-1 text-xs font-medium text-green-700 hover:bg-green-50"
        >
          {m.reviewRevision}
        </Button>
      ) : null}
      <Button
        variant="bare"
        onClick={() => onToggleApproval(book)}
        disabled={busy}
        className={`whitespace-nowrap rounded-md border px-2 py-1 text-xs font-medium ${
          book.approved
            ? 'border-stone-300 text-stone-700 hover:border-amber-500 hover:text-amber-700'
            : 'border-green-600 text-green-700 hover:bg-green-50'
        }`}
      >
        {book.approved ? m.unapprove : m.approve}
      </Button>
      <Button
        variant="bare"
        onClick={() => onDelete(book)}
        title={m.delete}
        aria-label={m.delete}
        className={`${iconBtn} hover:border-red-400 hover:text-red-700`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" strokeLinejoin="round" />
        </svg>
      </Button>
    </div>
  )
}
