import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { bookKeys } from '@/api/query-keys'
import type { BookCard } from './types'

/** GET /api/books/featured: at most 6, in the admin's order. */
export async function getFeaturedBooks(signal?: AbortSignal): Promise<BookCard[]> {
  return unwrap(await api.GET('/api/books/featured', { signal })).items
}

export const featuredBooksQueryOptions = () =>
  queryOptions({
    queryKey: bookKeys.featured(),
    queryFn: ({ signal }) => getFeaturedBooks(signal),
    staleTime: 5 * 60_000,
  })

export function useFeaturedBooks() {
  return useQuery(featuredBooksQueryOptions())
}
