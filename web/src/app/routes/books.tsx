import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { BookGrid } from '@/components/book-card'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { Pagination } from '@/components/pagination'
import { QueryError } from '@/components/query-error'
import { CardGridSkeleton } from '@/components/ui/skeleton'
import { useBooks } from '@/features/books/api/get-books'
import { useCategories } from '@/api/categories'
import { BookFilters } from '@/features/books/components/book-filters'
import { slugFromSort, sortFromSlug } from '@/features/books/sort'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useBookCardActions } from '@/app/members/book-actions'
import { usePageParam, useUrlSearchText } from '@/hooks/use-url-search-text'

export const BOOKS_PAGE_SIZE = 12

/** /kitaplar?q=&kategori=&sirala=&sayfa= : the state lives in the URL. */
export function BooksPage() {
  useDocumentTitle(tr.books.listTitle)
  const [params, setParams] = useSearchParams()
  const [text, setText] = useUrlSearchText('q')
  const q = (params.get('q') ?? '').trim()
  const category = params.get('kategori') ?? ''
  const sort = sortFromSlug(params.get('sirala'))
  const [page, setPage] = usePageParam()

  const books = useBooks({ q, category, sort, page, pageSize: BOOKS_PAGE_SIZE })
  const categories = useCategories()
  const renderActions = useBookCardActions()

  /** A filter change is a new search: push it, and start from page 1. */
  const setFilter = (name: string, value: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev)
      if (value) p.set(name, value)
      else p.delete(name)
      p.delete('sayfa')
      return p
    })

  const data = books.data
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1

  return (
    <>
      <PageHeader title={tr.books.listTitle} subtitle={tr.books.listSubtitle} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <BookFilters
          text={text}
          onTextChange={setText}
          category={category}
          onCategoryChange={(v) => setFilter('kategori', v)}
          categories={categories.data ?? []}
          sort={sort}
          onSortChange={(v) => setFilter('sirala', slugFromSort(v))}
        />
        <div className="mt-8" aria-busy={books.isFetching || undefined}>
          {books.isPending ? (
            <CardGridSkeleton />
          ) : books.isError && !data ? (
            <QueryError error={books.error} onRetry={() => void books.refetch()} />
          ) : data && data.items.length === 0 ? (
            <EmptyState title={tr.books.empty} />
          ) : data ? (
            <>
              <p role="status" className="mb-4 text-sm text-stone-600">
                {fmt(data.totalCapped ? tr.books.resultCountCapped : tr.books.resultCount, { n: data.total })}
              </p>
              <div className={books.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
                <BookGrid books={data.items} renderActions={renderActions} />
              </div>
              <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
            </>
          ) : null}
        </div>
      </div>
    </>
  )
}
