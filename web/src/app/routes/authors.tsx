import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { SearchField } from '@/components/search-field'
import { PageHeader } from '@/components/page-header'
import { Pagination } from '@/components/pagination'
import { QueryState } from '@/components/query-state'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuthors } from '@/features/authors/api/get-authors'
import { AuthorCard } from '@/features/authors/components/author-card'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageParam, useUrlSearchText } from '@/hooks/use-url-search-text'

export const AUTHORS_PAGE_SIZE = 12

/** /yazarlar?q=&sayfa= (lazy route). */
export function AuthorsPage() {
  useDocumentTitle(tr.authors.listTitle)
  const [params] = useSearchParams()
  const [text, setText] = useUrlSearchText('q')
  const q = (params.get('q') ?? '').trim()
  const [page, setPage] = usePageParam()
  const authors = useAuthors({ q, page, pageSize: AUTHORS_PAGE_SIZE })
  const data = authors.data
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1

  return (
    <>
      <PageHeader title={tr.authors.listTitle} subtitle={tr.authors.listSubtitle} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <SearchField
          className="max-w-md"
          label={tr.authors.searchLabel}
          placeholder={tr.authors.searchPlaceholder}
          value={text}
          onChange={setText}
        />
        <div className="mt-8" aria-busy={authors.isFetching || undefined}>
          <QueryState
            query={authors}
            keepDataOnError
            loading={
              <div role="status" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                <span className="sr-only">{tr.common.loading}</span>
                {Array.from({ length: 8 }, (_, i) => (
                  <Skeleton key={i} className="h-72" />
                ))}
              </div>
            }
            isEmpty={(list) => list.items.length === 0}
            empty={<EmptyState title={tr.authors.empty} />}
          >
            {(data) => (
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
            )}
          </QueryState>
        </div>
      </div>
    </>
  )
}
