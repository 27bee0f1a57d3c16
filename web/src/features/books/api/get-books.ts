import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { bookKeys } from '@/api/query-keys'
import type { BookList, BookListParams } from './types'

/** The query of GET /api/books for a list (empty filters left out): what getBooks sends, and what a page's seed must answer. */
export function bookListQuery(params: BookListParams) {
  return {
    q: params.q || undefined,
    category: params.category || undefined,
    sort: params.sort,
    minRating: params.minRating || undefined,
    author: params.author || undefined,
    minPrice: params.minPrice || undefined,
    maxPrice: params.maxPrice || undefined,
    inStock: params.inStock || undefined,
    page: params.page,
    pageSize: params.pageSize,
  }
}

/** GET /api/books: approved books, server-side paging. */
export async function getBooks(params: BookListParams, signal?: AbortSignal): Promise<BookList> {
  return unwrap(await api.GET('/api/books', { params: { query: bookListQuery(params) }, signal }))
}

export const booksQueryOptions = (params: BookListParams) =>
  queryOptions({
    queryKey: bookKeys.list(params),
    queryFn: ({ signal }) => getBooks(params, signal),
    placeholderData: keepPreviousData,
  })

export function useBooks(params: BookListParams) {
  return useQuery(booksQueryOptions(params))
}
