import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { Pagination } from '@/components/pagination'
import { SearchField } from '@/components/search-field'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageParam, useUrlSearchText } from '@/hooks/use-url-search-text'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import {
  ADMIN_BOOKS_PAGE_SIZE,
  useAdminBooks,
  useBookApproval,
  useDeleteBook,
  type AdminBook,
} from '@/features/admin-books/api/books'
import { BookFormModal, type CoverSlotProps } from '@/features/admin-books/components/book-form-modal'
import { BooksTable } from '@/features/admin-books/components/books-table'
import { ImageUpload } from '@/features/images/components/image-upload'

const m = tr.adminBooks

/** The modal's state: closed, a new book, or a book to edit. */
type Editing = { book: AdminBook | null } | null

/**
 * /admin/kitaplar: Kitap Yönetimi (panels.md 'Admin Books'). The list is
 * searched and paginated on the server (q, sayfa in the URL); ?yeni=1 (the
 * dashboard's quick action) opens the new-book form. The spec's view icon
 * had no action: here it opens the public book page in a new tab.
 */
export function AdminBooksPage() {
  useDocumentTitle(m.title)
  const [params, setParams] = useSearchParams()
  const [text, setText] = useUrlSearchText('q', 'sayfa')
  const [page, setPage] = usePageParam()
  const q = (params.get('q') ?? '').trim()
  const list = useAdminBooks(q, page)
  const approval = useBookApproval()
  const remove = useDeleteBook()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AdminBook | null>(null)

  const wantsNew = params.get('yeni') === '1'
  useEffect(() => {
    if (!wantsNew) return
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

  // After a delete empties the last page, go to the page that now is the last.
  const total = list.data?.total ?? 0
  const emptyPage = list.isSuccess && !list.isPlaceholderData && (list.data.items ?? []).length === 0 && page > 1 && total > 0
  useEffect(() => {
    if (emptyPage) setPage(Math.ceil(total / ADMIN_BOOKS_PAGE_SIZE))
  }, [emptyPage, total, setPage])

  async function toggleApproval(book: AdminBook) {
    try {
      const saved = await approval.mutateAsync({ id: book.id, approved: !book.approved })
      notify.success(saved.approved ? m.approvedToast : m.unapprovedToast)
    } catch (err) {
      notify.error(serverMessageOr(err, m.actionError))
    }
  }

  async function confirmDelete() {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      notify.success(m.deleted)
      setDeleting(null)
    } catch (err) {
      notify.error(serverMessageOr(err, m.deleteError))
      setDeleting(null)
    }
  }

  const items = list.data?.items ?? []

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-stone-900">{m.title}</h1>
          <p className="mt-1 text-stone-600">{m.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={() => setEditing({ book: null })}
          className="inline-flex items-center gap-2 rounded-md bg-amber-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-amber-700"
        >
          <span aria-hidden="true">+</span>
          {m.newBook}
        </button>
      </div>

      <SearchField
        className="mt-6 max-w-md"
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={text}
        onChange={setText}
      />

      <div className="mt-6">
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
            <p className="text-red-700">{serverMessageOr(list.error, m.loadError)}</p>
            <button
              type="button"
              onClick={() => list.refetch()}
              className="mt-4 rounded-md bg-white px-4 py-2 text-sm font-semibold text-red-700 shadow-sm ring-1 ring-red-200 hover:bg-red-100"
            >
              {tr.common.retry}
            </button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState title={q ? m.emptySearch : m.empty} />
        ) : (
          <>
            <p className="mb-2 text-sm text-stone-600">{fmt(m.total, { n: list.data.total })}</p>
            <BooksTable
              books={items}
              busyId={approval.isPending ? (approval.variables?.id ?? null) : null}
              onEdit={(book) => setEditing({ book })}
              onToggleApproval={(book) => void toggleApproval(book)}
              onDelete={setDeleting}
            />
            <Pagination
              page={list.data.page}
              pageCount={Math.ceil(list.data.total / ADMIN_BOOKS_PAGE_SIZE)}
              onPageChange={setPage}
            />
          </>
        )}
      </div>

      {editing ? (
        <BookFormModal
          key={editing.book?.id ?? 'new'}
          book={editing.book}
          onClose={() => setEditing(null)}
          renderCover={(slot) => <CoverUpload {...slot} />}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          role="alertdialog"
          title={m.deleteTitle}
          message={
            <>
              <p className="text-stone-700">{m.deleteConfirm}</p>
              <p className="mt-1 font-medium text-stone-900">{deleting.title}</p>
            </>
          }
          confirmLabel={m.delete}
          busyLabel={m.deleting}
          cancelLabel={m.cancel}
          closeLabel={null}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  )
}

/** The cover slot of the form: the images feature's widget (3:4 crop first; an admin's upload is live at once). */
function CoverUpload({ value, onChange, bookId }: CoverSlotProps) {
  return (
    <ImageUpload
      kind="book-cover"
      value={value || null}
      onUploaded={(res) => onChange(res.imageUrl)}
      onRemove={() => onChange('')}
      referenceId={bookId}
      referenceTable={bookId ? 'books' : undefined}
    />
  )
}
