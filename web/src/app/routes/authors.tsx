import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { SearchIcon } from '@/components/icons'
import { PageHeader } from '@/components/page-header'
import { Pagination } from '@/components/pagination'
import { QueryError } from '@/components/query-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuthors } from '@/features/authors/api/get-authors'
import { AuthorCard } from '@/features/authors/components/author-card'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageFromParams, useUrlSearchText } from '@/hooks/use-url-search-text'

export const AUTHORS_PAGE_SIZE = 12

/** /yazarlar?q=&sayfa= (lazy route). */
export function AuthorsPage() {
  useDocumentTitle(tr.authors.listTitle)
  const id = useId()
  const [params, setParams] = useSearchParams()
  const [text, setText] = useUrlSearchText('q')
  const q = (params.get('q') ?? '').trim()
  const page = pageFromParams(params)
  const authors = useAuthors({ q, page, pageSize: AUTHORS_PAGE_SIZE })
  const data = authors.data
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1

  const setPage = (n: number) => {
    setParams((prev) => {
      const p = new URLSearchParams(prev)
      if (n > 1) p.set('sayfa', String(n))
      else p.delete('sayfa')
      return p
    })
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  return (
    <>
      <PageHeader title={tr.authors.listTitle} subtitle={tr.authors.listSubtitle} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <div className="max-w-md">
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-stone-700">
            {tr.authors.searchLabel}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-400" />
            <input
              id={`${id}-q`}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={tr.authors.searchPlaceholder}
              className="block w-full rounded-md border border-stone-300 bg-white py-2 pr-3 pl-9 text-sm shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200"
            />
          </div>
        </div>
        <div className="mt-8" aria-busy={authors.isFetching || undefined}>
          {authors.isPending ? (
            <div role="status" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              <span className="sr-only">{tr.common.loading}</span>
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} className="h-72" />
              ))}
            </div>
          ) : authors.isError && !data ? (
            <QueryError error={authors.error} onRetry={() => void authors.refetch()} />
          ) : data && data.items.length === 0 ? (
            <EmptyState title={tr.authors.empty} />
          ) : data ? (
            <>
              <p role="status" className="mb-4 text-sm text-stone-600">
                {fmt(tr.authors.resultCount, { n: data.total })}
              </p>
              <ul
                className={`grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${authors.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {data.items.map((a) => (
                  <li key={a.id}>
                    <AuthorCard author={a} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
            </>
          ) : null}
        </div>
      </div>
    </>
  )
}
