import type { ReactNode } from 'react'
import { EmptyState } from '@/components/empty-state'
import { Pagination } from '@/components/pagination'
import { QueryError } from '@/components/query-error'
import { SearchField } from '@/components/search-field'
import { Spinner } from '@/components/ui/spinner'
import type { ListParams } from '@/hooks/use-list-params'
import { AdminPageHeading } from './page-heading'

/** The texts of a searched admin list, as each admin section's catalogue names them. */
export interface ListPageTexts {
  title: string
  subtitle: string
  searchLabel: string
  searchPlaceholder: string
  empty: string
  emptySearch: string
}

/** One page of records, as the admin list endpoints answer. */
interface ListPageData<T> {
  items: T[]
  total: number
  pageSize: number
}

interface ListQuery<T> {
  isPending: boolean
  isError: boolean
  error: unknown
  data?: ListPageData<T>
  isFetching: boolean
  isPlaceholderData: boolean
  refetch: () => unknown
}

/**
 * The layout of an admin list searched and paged on the server: the heading
 * (with the page's main action), the search box, and the results: a spinner
 * on the first load, the error with a retry when there is nothing to show,
 * the empty text, else the summary line, the records (dimmed while the next
 * page or search loads) and the pages. The page keeps its own state and
 * dialogs; this only lays the list out.
 */
export function AdminListPage<T>({
  texts,
  action,
  params,
  query,
  filters,
  filtered = false,
  summary,
  children,
}: {
  texts: ListPageTexts
  action?: ReactNode
  params: ListParams
  /** Controls under the search box that narrow the list (always shown, so an empty result can be widened again). */
  filters?: ReactNode
  /** Whether a filter is set: an empty result then reads as "no match", like a search. */
  filtered?: boolean
  query: ListQuery<T>
  /** The line above the records, e.g. the result count. */
  summary: (total: number) => ReactNode
  /** The records of the page: a table or a card grid. */
  children: (items: T[]) => ReactNode
}) {
  const data = query.data
  const items = data?.items ?? []
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeading title={texts.title} subtitle={texts.subtitle} action={action} />

      <SearchField
        className="mt-6 max-w-md"
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        value={params.text}
        onChange={params.setText}
      />
      {filters}

      <div className="mt-6" aria-busy={query.isFetching || undefined}>
        {query.isPending ? (
          <Spinner />
        ) : query.isError && !data ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : !data || items.length === 0 ? (
          <EmptyState title={params.q || filtered ? texts.emptySearch : texts.empty} />
        ) : (
          <>
            {summary(data.total)}
            <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>{children(items)}</div>
            <Pagination
              page={params.page}
              pageCount={Math.ceil(data.total / data.pageSize)}
              onPageChange={params.setPage}
            />
          </>
        )}
      </div>
    </section>
  )
}

/** The card grid of the admin lists (authors, events, categories). */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>
}
