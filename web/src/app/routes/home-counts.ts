import { useQueries } from '@tanstack/react-query'
import { authorKeys, bookKeys, eventKeys } from '@/api/query-keys'
import { api, unwrap } from '@/lib/api-client'

/**
 * The shop's real counts for the home page's counters: the totals of the
 * public lists (visible books, approved authors, every approved event),
 * asked one row a page. The answers are cached whole under the list keys,
 * so a change that invalidates the lists refreshes the counters too.
 */
export function useCatalogCounts() {
  const [books, authors, events] = useQueries({
    queries: [
      {
        queryKey: bookKeys.list({ page: 1, pageSize: 1 }),
        queryFn: async ({ signal }: { signal: AbortSignal }) =>
          unwrap(await api.GET('/api/books', { params: { query: { page: 1, pageSize: 1 } }, signal })),
        select: (d: { total: number }) => d.total,
      },
      {
        queryKey: authorKeys.list({ q: '', page: 1, pageSize: 1 }),
        queryFn: async ({ signal }: { signal: AbortSignal }) =>
          unwrap(await api.GET('/api/authors', { params: { query: { page: 1, pageSize: 1 } }, signal })),
        select: (d: { total: number }) => d.total,
      },
      {
        queryKey: eventKeys.list({ when: 'all', page: 1, pageSize: 1 }),
        queryFn: async ({ signal }: { signal: AbortSignal }) =>
          unwrap(await api.GET('/api/events', { params: { query: { when: 'all', page: 1, pageSize: 1 } }, signal })),
        select: (d: { total: number }) => d.total,
      },
    ],
  })
  return { books, authors, events }
}
