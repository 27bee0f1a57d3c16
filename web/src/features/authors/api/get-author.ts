import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { authorKeys } from '@/api/query-keys'
import type { AuthorProfile } from './types'

/** GET /api/authors/{id}: the author, their books and upcoming events; 404 'Yazar bulunamadı'. */
export async function getAuthor(id: string, signal?: AbortSignal): Promise<AuthorProfile> {
  return unwrap(await api.GET('/api/authors/{id}', { params: { path: { id } }, signal }))
}

export const authorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: authorKeys.detail(id),
    queryFn: ({ signal }) => getAuthor(id, signal),
  })

export function useAuthor(id: string) {
  return useQuery(authorQueryOptions(id))
}
