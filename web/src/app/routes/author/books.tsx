import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { Pagination } from '@/components/pagination'
import { QueryError } from '@/components/query-error'
import { SearchField } from '@/components/search-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageParam, useUrlSearchText } from '@/hooks/use-url-search-text'
import { useCategories } from '@/features/books/api/get-categories'
import { ImageUpload } from '@/features/images/components/image-upload'
import { AUTHOR_BOOKS_PAGE_SIZE, useAuthorBooks, type AuthorBook } from '@/features/author-panel/api/books'
import { useAuthorMe } from '@/features/author-panel/api/profile'
import { AuthorBookCard } from '@/features/author-panel/components/book-card'
import { AuthorBookForm } from '@/features/author-panel/components/book-form'
import { PanelTitle } from '@/features/author-panel/components/panel-title'
import { AuthorStatusBanner } from './author-status-banner'

const b = tr.authorPanel.books

/** Dialog state: closed, a new book, or one of the author's books. */
type Editing = null | { book: AuthorBook | null }

/** /yazar/kitaplar: the author's own books; ?yeni=1 opens the add form (the dashboard's quick action). */
export function AuthorBooksPage() {
  useDocumentTitle(b.title)
  const [params, setParams] = useSearchParams()
  const [text, setText] = useUrlSearchText('q')
  const [page, setPage] = usePageParam()
  const me = useAuthorMe()
  const canAdd = me.data?.author?.approved === true
  const list = useAuthorBooks({ q: params.get('q') ?? '', page, pageSize: AUTHOR_BOOKS_PAGE_SIZE })
  const categories = useCategories()
  const [editing, setEditing] = useState<Editing>(null)

  const wantsNew = params.get('yeni') === '1'
  const dialog: Editing = editing ?? (wantsNew && canAdd ? { book: null } : null)

  function close() {
    setEditing(null)
    if (wantsNew)
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev)
          p.delete('yeni')
          return p
        },
        { replace: true },
      )
  }

  const addButton = (
    <button
      type="button"
      disabled={!canAdd}
      onClick={() => setEditing({ book: null })}
      className="rounded-md bg-amber-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-amber-700 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {b.add}
    </button>
  )

  const items = list.data?.items ?? []
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1
  const searching = (params.get('q') ?? '') !== ''

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <PanelTitle title={b.title} subtitle={b.subtitle} action={addButton} />
      <AuthorStatusBanner me={me.data} />
      <SearchField label={b.searchLabel} placeholder={b.searchPlaceholder} value={text} onChange={setText} className="max-w-md" />

      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} />
      ) : items.length === 0 ? (
        searching ? (
          <EmptyState title={b.noResults} />
        ) : (
          <EmptyState title={b.empty} text={b.emptyText} action={addButton} />
        )
      ) : (
        <>
          <p className="text-sm text-stone-600">{fmt(tr.authorPanel.common.total, { n: list.data.total })}</p>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((book) => (
              <AuthorBookCard key={book.id} book={book} onEdit={() => setEditing({ book })} />
            ))}
          </div>
          {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
        </>
      )}

      {dialog ? (
        <ModalDialog title={dialog.book ? b.formEditTitle : b.formAddTitle} closeLabel={tr.authorPanel.common.close} onClose={close} size="lg">
          <AuthorBookForm
            key={dialog.book?.id ?? 'new'}
            book={dialog.book}
            categories={categories.data ?? []}
            cover={
              dialog.book ? (
                <ImageUpload
                  kind="book-cover"
                  value={dialog.book.coverUrl}
                  referenceId={dialog.book.id}
                  referenceTable="books"
                  requiresApproval
                />
              ) : null
            }
            // A new book stays open as an edit, so its cover can be added at once.
            onSaved={(saved, created) => (created ? setEditing({ book: saved }) : close())}
            onCancel={close}
          />
        </ModalDialog>
      ) : null}
    </div>
  )
}

export default AuthorBooksPage
