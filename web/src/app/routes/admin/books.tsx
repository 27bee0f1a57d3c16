import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { fmt } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { Pagination } from '@/components/pagination'
import { SearchField } from '@/components/search-field'
import { AdminPageHeading } from '@/components/admin/page-heading'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useLeaveEmptyPage } from '@/hooks/use-leave-empty-page'
import { useListParams } from '@/hooks/use-list-params'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import {
  ADMIN_BOOKS_PAGE_SIZE,
  useAdminBooks,
  useBookApproval,
  useDeleteBook,
  useRejectBookRevision,
  type AdminBook,
} from '@/features/admin-books/api/books'
import { BookFormModal } from '@/features/admin-books/components/book-form-modal'
import { BooksTable } from '@/features/admin-books/components/books-table'
import { RevisionReviewDialog } from '@/features/admin-books/components/revision-review-dialog'
import { BookFilterSelects, useBookFilters } from '@/features/admin-books/components/book-filters'
import { RecordImageUpload } from './record-image-upload'
import { Button } from '@/components/ui/button'
import { QueryState } from '@/components/query-state'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminBooks

/** The modal's state: closed, a new book, or a book to edit. */
type Editing = { book: AdminBook | null } | null

/**
 * /admin/kitaplar: Kitap Yönetimi, the admin's books. The list is
 * searched and paginated on the server (q, sayfa in the URL); ?yeni=1 (the
 * dashboard's quick action) opens the new-book form. The earlier product's
 * view icon had no action: here it opens the public book page in a new tab.
 */
export function AdminBooksPage() {
  useDocumentTitle(m.title)
  const [params, setParams] = useSearchParams()
  const { text, setText, q, page, setPage } = useListParams()
  const filters = useBookFilters()
  const list = useAdminBooks(q, page, filters.value)
  const approval = useBookApproval()
  const rejection = useRejectBookRevision()
  const deletion = useConfirmedDelete<AdminBook>(useDeleteBook(), m)
  const [editing, setEditing] = useState<Editing>(null)
  const [reviewing, setReviewing] = useState<AdminBook | null>(null)
  const [rejectError, setRejectError] = useState<string | undefined>()

  const wantsNew = params.get('yeni') === '1'
  useEffect(() => {
    if (!wantsNew) return
    // ?yeni=1 opens the new-book form once and is taken off the URL: the state
    // follows a navigation (an external system), which is what effects are for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEditing({ book: null })
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev)
        p.delete('yeni')
        return p
      },
      { replace: true },
    )
  }, [wantsNew, setParams])

  useLeaveEmptyPage(list, page, setPage, ADMIN_BOOKS_PAGE_SIZE)

  async function toggleApproval(book: AdminBook) {
    try {
      const saved = await approval.mutateAsync({ id: book.id, approved: !book.approved })
      notify.success(saved.approved ? m.approvedToast : m.unapprovedToast)
    } catch (err) {
      notify.error(serverMessageOr(err, m.actionError))
    }
  }

  // An author's edit of an approved book, after the review dialog: approval
  // applies it, a rejection (with a reason mailed to the author) keeps the approved version.
  async function approveRevision(book: AdminBook) {
    try {
      await approval.mutateAsync({ id: book.id, approved: true })
      notify.success(m.revisionApprovedToast)
      setReviewing(null)
    } catch (err) {
      notify.error(serverMessageOr(err, m.actionError))
    }
  }

  async function rejectRevision(book: AdminBook, reason: string) {
    try {
      await rejection.mutateAsync({ id: book.id, reason })
      notify.success(m.revisionRejectedToast)
      setReviewing(null)
    } catch (err) {
      setRejectError(serverMessageOr(err, m.actionError))
    }
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeading
        title={m.title}
        subtitle={m.subtitle}
        action={
          <Button
            type="button"
            onClick={() => setEditing({ book: null })}
            className="inline-flex items-center gap-2 shadow-sm"
          >
            <span aria-hidden="true">+</span>
            {m.newBook}
          </Button>
        }
      />

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchField
          className="w-full sm:max-w-md"
          label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          value={text}
          onChange={setText}
        />
        <BookFilterSelects filters={filters} />
      </div>

      <div className="mt-6">
        <QueryState
          query={list}
          errorMessage={(error) => serverMessageOr(error, m.loadError)}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={q || filters.active ? m.emptySearch : m.empty} />}
        >
          {(data) => (
            <>
              <p className="mb-2 text-sm text-stone-600">{fmt(m.total, { n: data.total })}</p>
              <BooksTable
                books={data.items}
                busyId={
                  approval.isPending
                    ? (approval.variables?.id ?? null)
                    : rejection.isPending
                      ? (rejection.variables?.id ?? null)
                      : null
                }
                onEdit={(book) => setEditing({ book })}
                onToggleApproval={(book) => void toggleApproval(book)}
                onRevision={(book) => {
                  setRejectError(undefined)
                  setReviewing(book)
                }}
                onDelete={deletion.ask}
              />
              <Pagination
                page={data.page}
                pageCount={Math.ceil(data.total / ADMIN_BOOKS_PAGE_SIZE)}
                onPageChange={setPage}
              />
            </>
          )}
        </QueryState>
      </div>

      {editing ? (
        <BookFormModal
          key={editing.book?.id ?? 'new'}
          book={editing.book}
          onClose={() => setEditing(null)}
          // The 3:4 crop comes first; an admin's upload is live at once.
          renderCover={(slot) => <RecordImageUpload {...slot} kind="book-cover" table="books" />}
        />
      ) : null}
      {reviewing ? (
        <RevisionReviewDialog
          book={reviewing}
          busy={approval.isPending || rejection.isPending}
          error={rejectError}
          onApprove={() => void approveRevision(reviewing)}
          onReject={(reason) => void rejectRevision(reviewing, reason)}
          onClose={() => setReviewing(null)}
        />
      ) : null}
      {deletion.target ? (
        <ConfirmDialog
          role="alertdialog"
          title={m.deleteTitle}
          message={
            <>
              <p className="text-stone-700">{m.deleteConfirm}</p>
              <p className="mt-1 font-medium text-stone-900">{deletion.target.title}</p>
            </>
          }
          confirmLabel={m.delete}
          busyLabel={m.deleting}
          cancelLabel={m.cancel}
          closeLabel={null}
          busy={deletion.busy}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      ) : null}
    </section>
  )
}
