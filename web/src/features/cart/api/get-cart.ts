import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { cartKeys } from '@/api/query-keys'
import type { Cart } from './types'

/** GET /api/cart: the member's cart (the server creates it when missing). Role user only. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  return unwrap(await api.GET('/api/cart', { signal }))
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.detail(),
    queryFn: ({ signal }) => getCart(signal),
  })

/** The cart; pass `enabled` = the signed-in user has role user (others get 401/403). */
export function useCart(enabled: boolean) {
  return useQuery({ ...cartQueryOptions(), enabled })
}
