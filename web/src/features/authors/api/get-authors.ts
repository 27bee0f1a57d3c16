import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { authorKeys, type AuthorListParams } from '@/api/query-keys'
import type { AuthorList } from './types'

/** GET /api/authors: approved authors by name. */
export async function getAuthors(params: AuthorListParams, signal?: AbortSignal): Promise<AuthorList> {
  return unwrap(
    await api.GET('/api/authors', {
      params: { query: { q: params.q || undefined, page: params.page, pageSize: params.pageSize } },
      signal,
    }),
  )
}

export const authorsQueryOptions = (params: AuthorListParams) =>
  queryOptions({
    queryKey: authorKeys.list(params),
    queryFn: ({ signal }) => getAuthors(params, signal),
    placeholderData: keepPreviousData,
  })

export function useAuthors(params: AuthorListParams) {
  return useQuery(authorsQueryOptions(params))
}
