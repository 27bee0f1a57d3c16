import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { authorOptionKeys } from '@/api/query-keys'

export type AuthorOption = Schemas['AuthorOption']

/** GET /api/admin/author-options?q=: approved authors by name, at most 50 (the book and event forms' author field). */
export async function getAdminAuthorOptions(q: string, signal?: AbortSignal): Promise<AuthorOption[]> {
  return unwrap(await api.GET('/api/admin/author-options', { params: { query: { q: q || undefined } }, signal })).items
}

export const adminAuthorOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: authorOptionKeys.list(q),
    queryFn: ({ signal }) => getAdminAuthorOptions(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

/** The approved authors matching `q`; asked only while `enabled` (the picker's list is open). */
export function useAdminAuthorOptions(q: string, enabled = true) {
  return useQuery({ ...adminAuthorOptionsQueryOptions(q), enabled })
}
