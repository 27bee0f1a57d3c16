import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { bookKeys } from './keys'
import type { Category } from './types'

/** GET /api/categories, ordered by name. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return unwrap(await api.GET('/api/categories', { signal })).items ?? []
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: bookKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  })

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
