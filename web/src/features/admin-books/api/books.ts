import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { adminBookKeys } from '@/api/query-keys'

export type AdminBook = Schemas['AdminBook']
export type AdminBookList = Schemas['AdminBookList']
export type BookRequest = Schemas['BookRequest']
export type IsbnLookupResponse = Schemas['ISBNLookupResponse']
export type IsbnBookData = NonNullable<IsbnLookupResponse['bookData']>

export const ADMIN_BOOKS_PAGE_SIZE = 20

/** GET /api/admin/books: every book, newest first; q matches title or author (folded, Turkish-aware). */
export async function getAdminBooks(q: string, page: number, signal?: AbortSignal): Promise<AdminBookList> {
  const query = { page, pageSize: ADMIN_BOOKS_PAGE_SIZE, ...(q ? { q } : {}) }
  return unwrap(await api.GET('/api/admin/books', { params: { query }, signal }))
}

export const adminBooksQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: adminBookKeys.list(q, page),
    queryFn: ({ signal }) => getAdminBooks(q, page, signal),
    placeholderData: keepPreviousData,
  })

export function useAdminBooks(q: string, page: number) {
  return useQuery(adminBooksQueryOptions(q, page))
}

/** POST /api/admin/books or PUT /api/admin/books/{id}. */
export async function saveBook({ id, body }: { id?: string; body: BookRequest }): Promise<AdminBook> {
  if (id) return unwrap(await api.PUT('/api/admin/books/{id}', { params: { path: { id } }, body }))
  return unwrap(await api.POST('/api/admin/books', { body }))
}

/** PUT /api/admin/books/{id}/approval. */
export async function setBookApproval({ id, approved }: { id: string; approved: boolean }): Promise<AdminBook> {
  return unwrap(await api.PUT('/api/admin/books/{id}/approval', { params: { path: { id } }, body: { approved } }))
}

/** DELETE /api/admin/books/{id}/revision: drops the author's waiting edit (approval applies it instead). */
export async function rejectBookRevision(id: string): Promise<AdminBook> {
  return unwrap(await api.DELETE('/api/admin/books/{id}/revision', { params: { path: { id } } }))
}

/** DELETE /api/admin/books/{id}; a book that appears in orders is refused with the server's message. */
export async function deleteBook(id: string): Promise<void> {
  unwrap(await api.DELETE('/api/admin/books/{id}', { params: { path: { id } } }))
}

/** POST /api/admin/isbn-lookup: Google Books, then Open Library. */
export async function lookupIsbn(isbn: string): Promise<IsbnLookupResponse> {
  return unwrap(await api.POST('/api/admin/isbn-lookup', { body: { isbn } }))
}

function useInvalidateBooks() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: adminBookKeys.lists() })
}

export function useSaveBook() {
  const invalidate = useInvalidateBooks()
  return useMutation({ mutationFn: saveBook, onSuccess: invalidate })
}

export function useBookApproval() {
  const invalidate = useInvalidateBooks()
  return useMutation({ mutationFn: setBookApproval, onSuccess: invalidate })
}

export function useRejectBookRevision() {
  const invalidate = useInvalidateBooks()
  return useMutation({ mutationFn: rejectBookRevision, onSuccess: invalidate })
}

export function useDeleteBook() {
  const invalidate = useInvalidateBooks()
  return useMutation({ mutationFn: deleteBook, onSuccess: invalidate })
}

export function useIsbnLookup() {
  return useMutation({ mutationFn: lookupIsbn })
}
