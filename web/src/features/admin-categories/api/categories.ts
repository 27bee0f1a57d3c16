import { useMutation } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import type { AdminCategory } from '@/api/categories'
import { mutationKey } from '@/api/invalidation'

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
export function useSaveCategory() {
  return useMutation({ mutationKey: mutationKey('category.save'), mutationFn: saveCategory })
}

export function useDeleteCategory() {
  return useMutation({ mutationKey: mutationKey('category.delete'), mutationFn: deleteCategory })
}
