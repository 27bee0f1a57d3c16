import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { categoryKeys } from './query-keys'

export type Category = Schemas['Category']
export type AdminCategory = Schemas['AdminCategory']

/** GET /api/categories, ordered by name. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return unwrap(await api.GET('/api/categories', { signal })).items
}

/** The storefront's categories (the book filter, the author panel's book form). */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  })

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}

/** GET /api/admin/categories: all categories by name (the server searches by name with q; not paginated). */
export async function getAdminCategories(q: string, signal?: AbortSignal): Promise<AdminCategory[]> {
  return unwrap(await api.GET('/api/admin/categories', { params: { query: { q: q || undefined } }, signal })).items
}

/** The admin categories; q '' is every category, the same cache entry for the category page and the book form. */
export const adminCategoriesQueryOptions = (q = '') =>
  queryOptions({
    queryKey: categoryKeys.adminList(q),
    queryFn: ({ signal }) => getAdminCategories(q, signal),
    placeholderData: keepPreviousData,
  })

export function useAdminCategories(q = '') {
  return useQuery(adminCategoriesQueryOptions(q))
}
