import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import type { AdminCategory } from '@/api/categories'
import { categoryKeys } from '@/api/query-keys'

export type { AdminCategory } from '@/api/categories'
export type CategoryRequest = Schemas['CategoryRequest']

/** POST /api/admin/categories (new) or PUT /api/admin/categories/{id} (edit). */
export async function saveCategory({ id, body }: { id?: string; body: CategoryRequest }): Promise<AdminCategory> {
  if (id) return unwrap(await api.PUT('/api/admin/categories/{id}', { params: { path: { id } }, body }))
  return unwrap(await api.POST('/api/admin/categories', { body }))
}

/** DELETE /api/admin/categories/{id}; its books stay, without a category. */
export async function deleteCategory(id: string): Promise<void> {
  unwrap(await api.DELETE('/api/admin/categories/{id}', { params: { path: { id } } }))
}

/** Every categories query: the admin page, the book forms (admin and author panel) and the storefront filter. */
function useInvalidateCategories() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: categoryKeys.all })
}

export function useSaveCategory() {
  const invalidate = useInvalidateCategories()
  return useMutation({ mutationFn: saveCategory, onSuccess: invalidate })
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategories()
  return useMutation({ mutationFn: deleteCategory, onSuccess: invalidate })
}
