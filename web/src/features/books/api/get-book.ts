import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { bookKeys } from '@/api/query-keys'
import type { BookDetail } from './types'

/** GET /api/books/{id}; 404 'Kitap bulunamadı' when missing or unapproved. */
export async function getBook(id: string, signal?: AbortSignal): Promise<BookDetail> {
  return unwrap(await api.GET('/api/books/{id}', { params: { path: { id } }, signal }))
}

export const bookQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookKeys.detail(id),
    queryFn: ({ signal }) => getBook(id, signal),
  })

export function useBook(id: string) {
  return useQuery(bookQueryOptions(id))
}
