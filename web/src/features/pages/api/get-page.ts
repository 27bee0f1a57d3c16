import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { pageKeys } from '@/api/query-keys'
import type { PageContent, PageKey } from './types'

/** GET /api/pages/{key}; 404 when the page is not published. */
export async function getPage(key: PageKey, signal?: AbortSignal): Promise<PageContent> {
  return unwrap(await api.GET('/api/pages/{key}', { params: { path: { key } }, signal }))
}

export const pageQueryOptions = (key: PageKey) =>
  queryOptions({
    queryKey: pageKeys.detail(key),
    queryFn: ({ signal }) => getPage(key, signal),
    staleTime: 10 * 60_000,
  })

export function usePage(key: PageKey) {
  return useQuery(pageQueryOptions(key))
}
