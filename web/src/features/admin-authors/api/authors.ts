import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { adminAuthorKeys, type AdminAuthorListParams } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type AdminAuthor = Schemas['AdminAuthor']
export type AdminAuthorList = Schemas['AdminAuthorList']
export type AuthorRequest = Schemas['AuthorRequest']

export const ADMIN_AUTHORS_PAGE_SIZE = 12

/** GET /api/admin/authors: every author (approved or not), searched by name on the server, paginated. */
export async function getAdminAuthors(
  { q, page }: AdminAuthorListParams,
  signal?: AbortSignal,
): Promise<AdminAuthorList> {
  return unwrap(
    await api.GET('/api/admin/authors', {
      params: { query: { q: q || undefined, page, pageSize: ADMIN_AUTHORS_PAGE_SIZE } },
      signal,
    }),
  )
}

export const adminAuthorsQueryOptions = (params: AdminAuthorListParams) =>
  queryOptions({
    queryKey: adminAuthorKeys.list(params),
    queryFn: ({ signal }) => getAdminAuthors(params, signal),
    placeholderData: keepPreviousData,
  })

export function useAdminAuthors(params: AdminAuthorListParams) {
  return useQuery(adminAuthorsQueryOptions(params))
}

/** POST /api/admin/authors (new) or PUT /api/admin/authors/{id} (edit). */
export async function saveAuthor({ id, body }: { id?: string; body: AuthorRequest }): Promise<AdminAuthor> {
  if (id) return unwrap(await api.PUT('/api/admin/authors/{id}', { params: { path: { id } }, body }))
  return unwrap(await api.POST('/api/admin/authors', { body }))
}

/** PUT /api/admin/authors/{id}/approval. */
export async function setAuthorApproval({ id, approved }: { id: string; approved: boolean }): Promise<AdminAuthor> {
  return unwrap(await api.PUT('/api/admin/authors/{id}/approval', { params: { path: { id } }, body: { approved } }))
}

/** DELETE /api/admin/authors/{id}; the server refuses an author who has books (409 with its message). */
export async function deleteAuthor(id: string): Promise<void> {
  unwrap(await api.DELETE('/api/admin/authors/{id}', { params: { path: { id } } }))
}

export function useSaveAuthor() {
  return useMutation({ mutationKey: mutationKey('author.save'), mutationFn: saveAuthor })
}

export function useSetAuthorApproval() {
  return useMutation({ mutationKey: mutationKey('author.approval'), mutationFn: setAuthorApproval })
}

export function useDeleteAuthor() {
  return useMutation({ mutationKey: mutationKey('author.delete'), mutationFn: deleteAuthor })
}
