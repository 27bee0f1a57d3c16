import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { adminCategoryKeys } from './keys'

export type AdminCategory = Schemas['AdminCategory']
export type CategoryRequest = Schemas['CategoryRequest']

/** GET /api/admin/categories: all categories by name (the server searches by name with q; not paginated). */
export async function getAdminCategories(q: string, signal?: AbortSignal): Promise<AdminCategory[]> {
  return unwrap(await api.GET('/api/admin/categories', { params: { query: { q: q || undefined } }, signal })).items ?? []
}

export const adminCategoriesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminCategoryKeys.list(q),
    queryFn: ({ signal }) => getAdminCategories(q, signal),
    placeholderData: keepPreviousData,
  })

export function useAdminCategories(q: string) {
  return useQuery(adminCategoriesQueryOptions(q))
}

/** POST /api/admin/categories (new) or PUT /api/admin/categories/{id} (edit). */
export async function saveCategory({ id, body }: { id?: string; body: CategoryRequest }): Promise<AdminCategory> {
  if (id) return unwrap(await api.PUT('/api/admin/categories/{id}', { params: { path: { id } }, body }))
  return unwrap(await api.POST('/api/admin/categories', { body }))
}

/** DELETE /api/admin/categories/{id}; its books stay, without a category. */
export async function deleteCategory(id: string): Promise<void> {
  unwrap(await api.DELETE('/api/admin/categories/{id}', { params: { path: { id } } }))
}

function useInvalidateCategories() {
  const queryClient = useQueryClient()
  // The storefront's category filter reads ['categories'].
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['categories'] }),
    ])
}

export function useSaveCategory() {
  const invalidate = useInvalidateCategories()
  return useMutation({ mutationFn: saveCategory, onSuccess: invalidate })
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategories()
  return useMutation({ mutationFn: deleteCategory, onSuccess: invalidate })
}
