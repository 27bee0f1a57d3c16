import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { authorPanelKeys, type AuthorPanelListParams as AuthorListParams } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type AuthorBook = Schemas['AdminBook']
export type AuthorBookList = Schemas['AdminBookList']
export type AuthorBookRequest = Schemas['AuthorBookRequest']

export const AUTHOR_BOOKS_PAGE_SIZE = 12

/** GET /api/author/books: the signed-in author's own books, any approval state. */
export async function getAuthorBooks(params: AuthorListParams, signal?: AbortSignal): Promise<AuthorBookList> {
  return unwrap(
    await api.GET('/api/author/books', {
      params: { query: { q: params.q || undefined, page: params.page, pageSize: params.pageSize } },
      signal,
    }),
  )
}

export const authorBooksQueryOptions = (params: AuthorListParams) =>
  queryOptions({
    queryKey: authorPanelKeys.bookList(params),
    queryFn: ({ signal }) => getAuthorBooks(params, signal),
    placeholderData: keepPreviousData,
  })

export function useAuthorBooks(params: AuthorListParams) {
  return useQuery(authorBooksQueryOptions(params))
}

/** GET /api/author/books/{id}. */
export async function getAuthorBook(id: string, signal?: AbortSignal): Promise<AuthorBook> {
  return unwrap(await api.GET('/api/author/books/{id}', { params: { path: { id } }, signal }))
}

export const authorBookQueryOptions = (id: string) =>
  queryOptions({
    queryKey: authorPanelKeys.book(id),
    queryFn: ({ signal }) => getAuthorBook(id, signal),
  })

export function useAuthorBook(id: string | null) {
  return useQuery({ ...authorBookQueryOptions(id ?? ''), enabled: id !== null })
}

/** POST /api/author/books (new, awaiting approval) or PUT /api/author/books/{id} (back to approval). */
export async function saveAuthorBook({ id, body }: { id?: string; body: AuthorBookRequest }): Promise<AuthorBook> {
  if (id) return unwrap(await api.PUT('/api/author/books/{id}', { params: { path: { id } }, body }))
  return unwrap(await api.POST('/api/author/books', { body }))
}

export function useSaveAuthorBook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('authorPanel.bookSave'),
    mutationFn: saveAuthorBook,
    onSuccess: (book) => {
      queryClient.setQueryData(authorPanelKeys.book(book.id), book)
    },
  })
}
