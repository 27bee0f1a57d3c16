import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { BookGrid } from '@/components/book-card'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { Pagination } from '@/components/pagination'
import { QueryState } from '@/components/query-state'
import { CardGridSkeleton } from '@/components/ui/skeleton'
import { useBooks } from '@/features/books/api/get-books'
import { useCategories } from '@/api/categories'
import { BookFilters } from '@/features/books/components/book-filters'
import { BookFilterPanel } from '@/features/books/components/book-filter-panel'
import { slugFromSort } from '@/features/books/sort'
import { BOOKS_PAGE_SIZE, bookListParams } from '@/features/books/list-params'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useBookCardActions } from '@/app/members/book-actions'
import { usePageParam, useUrlSearchText } from '@/hooks/use-url-search-text'

/**
 * /kitaplar?q=&kategori=&sirala=&puan=&yazar=&fiyatMin=&fiyatMax=&stokta=1&adet=&sayfa= :
 * the state lives in the URL (puan=4: '4 yıldız ve üzeri'; prices in whole lira).
 */
export function BooksPage() {
  useDocumentTitle(tr.books.listTitle)
  const [params, setParams] = useSearchParams()
  const [text, setText] = useUrlSearchText('q')
  const listParams = bookListParams(params)
  const { category, sort, minRating, author, minPrice, maxPrice, inStock, page, pageSize } = listParams
  const [, setPage] = usePageParam()
  // On a phone the filters start folded under their summary; wider screens show them.
  const [filtersOpen, setFiltersOpen] = useState(() => window.matchMedia?.('(min-width: 768px)').matches ?? true)

  const books = useBooks(listParams)
  const categories = useCategories()
  const renderActions = useBookCardActions()

  /** A filter change is a new search: push it, and start from page 1. */
  const setFilters = (values: Record<string, string>) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev)
        for (const [name, value] of Object.entries(values)) {
          if (value) p.set(name, value)
          else p.delete(name)
        }
        p.delete('sayfa')
        return p
      },
      { flushSync: true },
    ) // the control shows its new state at once, not after the transition
  const setFilter = (name: string, value: string) => setFilters({ [name]: value })
  const clearAll = () =>
    setFilters({ q: '', kategori: '', puan: '', yazar: '', fiyatMin: '', fiyatMax: '', stokta: '', adet: '' })

  const data = books.data
  const counts =
    data?.categoryCounts && !data.totalCapped ? new Map(data.categoryCounts.map((c) => [c.id, c.count])) : undefined
  // A category with no book to show is left out, unless the URL has chosen it.
  const shownCategories = (categories.data ?? []).filter((c) => c.bookCount > 0 || c.id === category)
  const authorName = author ? data?.items[0]?.authorName : undefined
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1

  return (
    <>
      <PageHeader title={tr.books.listTitle} subtitle={tr.books.listSubtitle} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <details
          open={filtersOpen}
          onToggle={(e) => setFiltersOpen(e.currentTarget.open)}
          className="group rounded-xl border border-stone-200 bg-white shadow-sm"
        >
          <summary className="flex min-h-11 cursor-pointer items-center justify-between px-4 py-2 font-semibold text-stone-800 md:hidden">
            {tr.books.filtersTitle}
            <span aria-hidden="true" className="transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <div className="grid gap-4 p-4">
            <BookFilters
              text={text}
              onTextChange={setText}
              category={category}
              onCategoryChange={(v) => setFilter('kategori', v)}
              categories={shownCategories}
              counts={counts}
              sort={sort}
              onSortChange={(v) => setFilter('sirala', slugFromSort(v))}
              fourStarsUp={minRating === 4}
              onFourStarsUpChange={(on) => setFilter('puan', on ? '4' : '')}
            />
            <BookFilterPanel
              minPrice={minPrice}
              maxPrice={maxPrice}
              onPriceChange={(lo, hi) => setFilters({ fiyatMin: lo ? String(lo) : '', fiyatMax: hi ? String(hi) : '' })}
              inStock={inStock}
              onInStockChange={(on) => setFilter('stokta', on ? '1' : '')}
              pageSize={pageSize}
              onPageSizeChange={(n) => setFilter('adet', n === BOOKS_PAGE_SIZE ? '' : String(n))}
              authorName={author ? (authorName ?? '…') : undefined}
              onAuthorClear={() => setFilter('yazar', '')}
              onClearAll={clearAll}
            />
          </div>
        </details>
        <div className="mt-8" aria-busy={books.isFetching || undefined}>
          <QueryState
            query={books}
            keepDataOnError
            loading={<CardGridSkeleton />}
            isEmpty={(list) => list.items.length === 0}
            empty={<EmptyState title={tr.books.empty} />}
          >
            {(data) => (
              <>
                {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3
                  for screen readers (and Lighthouse's heading order). */}
                <h2 className="sr-only">{tr.books.listHeading}</h2>
                {/* While the new search runs the previous list stays, dimmed; its
                  count would read as the new search's, so the status says the
                  search is running instead: the count shown is always the list's. */}
                <p role="status" className="mb-4 text-sm text-stone-600">
                  {books.isPlaceholderData
                    ? tr.books.resultUpdating
                    : fmt(data.totalCapped ? tr.books.resultCountCapped : tr.books.resultCount, { n: data.total })}
                </p>
                <div className={books.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
                  <BookGrid books={data.items} renderActions={renderActions} priority />
                </div>
                <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
              </>
            )}
          </QueryState>
        </div>
      </div>
    </>
  )
}
