import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { favoriteKeys } from '@/api/query-keys'

export type FavoriteBook = Schemas['BookCard']

/** GET /api/favorites: the member's favourite books. Role user only. */
export async function getFavorites(signal?: AbortSignal): Promise<FavoriteBook[]> {
  return unwrap(await api.GET('/api/favorites', { signal })).items
}

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: favoriteKeys.list(),
    queryFn: ({ signal }) => getFavorites(signal),
  })

/** The favourites; pass `enabled` = the signed-in user has role user. */
export function useFavorites(enabled: boolean) {
  return useQuery({ ...favoritesQueryOptions(), enabled })
}
