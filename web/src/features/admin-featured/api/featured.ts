import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { featuredKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type FeaturedItem = Schemas['FeaturedItem']
export type MoveDirection = Schemas['MoveRequest']['direction']

/** GET /api/admin/featured: every featured entry by position, with its book, author and category. */
export async function getFeatured(signal?: AbortSignal): Promise<FeaturedItem[]> {
  return unwrap(await api.GET('/api/admin/featured', { signal })).items
}

export const featuredQueryOptions = () =>
  queryOptions({ queryKey: featuredKeys.list(), queryFn: ({ signal }) => getFeatured(signal) })

export function useFeatured() {
  return useQuery(featuredQueryOptions())
}

/** POST /api/admin/featured/{id}/move: one place up or down; answers the new list. */
export async function moveFeatured({
  id,
  direction,
}: {
  id: string
  direction: MoveDirection
}): Promise<FeaturedItem[]> {
  return (
    unwrap(await api.POST('/api/admin/featured/{id}/move', { params: { path: { id } }, body: { direction } })).items ??
    []
  )
}

/** DELETE /api/admin/featured/{id}: the book stays, it is no longer featured; answers the new list. */
export async function removeFeatured(id: string): Promise<FeaturedItem[]> {
  return unwrap(await api.DELETE('/api/admin/featured/{id}', { params: { path: { id } } })).items
}

/** Both mutations put the server's list in the cache (the home page's row: src/api/invalidation.ts). */
export function useMoveFeatured() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('featured.move'),
    mutationFn: moveFeatured,
    onSuccess: (list) => {
      queryClient.setQueryData(featuredKeys.list(), list)
    },
  })
}

export function useRemoveFeatured() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('featured.remove'),
    mutationFn: removeFeatured,
    onSuccess: (list) => {
      queryClient.setQueryData(featuredKeys.list(), list)
    },
  })
}
