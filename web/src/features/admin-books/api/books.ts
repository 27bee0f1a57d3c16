import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { adminBookKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'
import type { operations } from '@/api/schema.gen'

export type AdminBook = Schemas['AdminBook']
export type AdminBookList = Schemas['AdminBookList']
export type BookRequest = Schemas['BookRequest']
export type IsbnLookupResponse = Schemas['ISBNLookupResponse']
export type IsbnBookData = NonNullable<IsbnLookupResponse['bookData']>

export const ADMIN_BOOKS_PAGE_SIZE = 20

type BooksQuery = NonNullable<operations['adminListBooks']['parameters']['query']>
export type BookStatusFilter = NonNullable<BooksQuery['status']>
export type BookStockFilter = NonNullable<BooksQuery['stock']>
/** The list's server-side filters ('' any). */
export interface AdminBookFilters {
  status: BookStatusFilter | ''
  stock: BookStockFilter | ''
}

/** GET /api/admin/books: every book, newest first; q matches title or author (folded, Turkish-aware); filtered by approval and stock state on the server. */
export async function getAdminBooks(
  q: string,
  page: number,
  filters: AdminBookFilters,
  signal?: AbortSignal,
): Promise<AdminBookList> {
  const query = {
    page,
    pageSize: ADMIN_BOOKS_PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.stock ? { stock: filters.stock } : {}),
  }
  return unwrap(await api.GET('/api/admin/books', { params: { query }, signal }))
}

export const adminBooksQueryOptions = (q: string, page: number, filters: AdminBookFilters) =>
  queryOptions({
    queryKey: adminBookKeys.list(q, page, filters),
    queryFn: ({ signal }) => getAdminBooks(q, page, filters, signal),
    placeholderData: keepPreviousData,
  })

export function useAdminBooks(q: string, page: number, filters: AdminBookFilters) {
  return useQuery(adminBooksQueryOptions(q, page, filters))
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

/** POST /api/admin/books/{id}/revision/reject: drops the author's waiting edit; the reason is mailed to the author (approval applies it instead). */
export async function rejectBookRevision({ id, reason }: { id: string; reason: string }): Promise<AdminBook> {
  return unwrap(await api.POST('/api/admin/books/{id}/revision/reject', { params: { path: { id } }, body: { reason } }))
}

/** DELETE /api/admin/books/{id}; a book that appears in orders is refused with the server's message. */
export async function deleteBook(id: string): Promise<void> {
  unwrap(await api.DELETE('/api/admin/books/{id}', { params: { path: { id } } }))
}

/** POST /api/admin/isbn-lookup: Google Books, then Open Library. */
export async function lookupIsbn(isbn: string): Promise<IsbnLookupResponse> {
  return unwrap(await api.POST('/api/admin/isbn-lookup', { body: { isbn } }))
}

export function useSaveBook() {
  return useMutation({ mutationKey: mutationKey('book.save'), mutationFn: saveBook })
}

export function useBookApproval() {
  return useMutation({ mutationKey: mutationKey('book.approval'), mutationFn: setBookApproval })
}

export function useRejectBookRevision() {
  return useMutation({ mutationKey: mutationKey('book.rejectRevision'), mutationFn: rejectBookRevision })
}

export function useDeleteBook() {
  return useMutation({ mutationKey: mutationKey('book.delete'), mutationFn: deleteBook })
}

export function useIsbnLookup() {
  return useMutation({ mutationFn: lookupIsbn })
}
