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
  /** Approves (applies) or rejects the author's edit waiting on an approved book. */
  onRevision: (book: AdminBook, accept: boolean) => void
  onDelete: (book: AdminBook) => void
}

const iconBtn =
  'inline-flex h-8 w-8 items-center justify-center rounded-md border border-stone-200 text-stone-600 hover:border-amber-500 hover:text-amber-700'

/** The Kitap Yönetimi table (panels.md 'Admin Books'). */
export function BooksTable({ books, busyId, onEdit, onToggleApproval, onRevision, onDelete }: Props) {
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
            <span
              className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${
                b.approved ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800'
              }`}
            >
              {b.approved ? m.statusApproved : m.statusPending}
            </span>
            {b.pendingRevision ? (
              <span className="ml-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                {m.revisionBadge}
              </span>
            ) : null}
            {b.pendingRevision && b.pendingRevision.title !== b.title ? (
              <p className="mt-1 max-w-xs truncate text-xs text-stone-600" title={b.pendingRevision.title}>
                {fmt(m.revisionTitle, { title: b.pendingRevision.title })}
              </p>
            ) : null}
            {b.featured ? (
              <span className="ml-1 inline-block rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                {m.featuredBadge}
              </span>
            ) : null}
          </td>
          <td className="px-3 py-2">
            <div role="group" aria-label={fmt(m.actionsFor, { title: b.title })} className="flex justify-end gap-1.5">
              <a
                href={paths.book(b.id)}
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
              <Button variant="bare" onClick={() => onEdit(b)} title={m.edit} aria-label={m.edit} className={iconBtn}>
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
              {b.pendingRevision && b.approved ? (
                <>
                  <Button
                    variant="bare"
                    onClick={() => onRevision(b, true)}
                    disabled={busyId === b.id}
                    className="whitespace-nowrap rounded-md border border-green-600 px-2 py-1 text-xs font-medium text-green-700 hover:bg-green-50"
                  >
                    {m.approveRevision}
                  </Button>
                  <Button
                    variant="bare"
                    onClick={() => onRevision(b, false)}
                    disabled={busyId === b.id}
                    className="whitespace-nowrap rounded-md border border-stone-300 px-2 py-1 text-xs font-medium text-stone-700 hover:border-red-400 hover:text-red-700"
                  >
                    {m.rejectRevision}
                  </Button>
                </>
              ) : null}
              <Button
                variant="bare"
                onClick={() => onToggleApproval(b)}
                disabled={busyId === b.id}
                className={`whitespace-nowrap rounded-md border px-2 py-1 text-xs font-medium ${
                  b.approved
                    ? 'border-stone-300 text-stone-700 hover:border-amber-500 hover:text-amber-700'
                    : 'border-green-600 text-green-700 hover:bg-green-50'
                }`}
              >
                {b.approved ? m.unapprove : m.approve}
              </Button>
              <Button
                variant="bare"
                onClick={() => onDelete(b)}
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
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}
