import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { bookKeys } from '@/api/query-keys'
import type { RelatedBooks } from './types'

/** GET /api/books/{id}/related: the author's other books and similar books, at most 6 each, none twice. */
export async function getRelatedBooks(id: string, signal?: AbortSignal): Promise<RelatedBooks> {
  return unwrap(await api.GET('/api/books/{id}/related', { params: { path: { id } }, signal }))
}

export const relatedBooksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookKeys.related(id),
    queryFn: ({ signal }) => getRelatedBooks(id, signal),
    staleTime: 5 * 60_000,
  })

/** `enabled` false waits (the rows load once the page's own book is shown and they are near the screen). */
export function useRelatedBooks(id: string, enabled: boolean) {
  return useQuery({ ...relatedBooksQueryOptions(id), enabled })
}
