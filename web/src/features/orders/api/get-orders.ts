import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { orderKeys } from '@/api/query-keys'
import type { Order } from './types'

/** GET /api/orders: the member's own orders. */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return unwrap(await api.GET('/api/orders', { signal })).items
}

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.list(),
    queryFn: ({ signal }) => getOrders(signal),
  })

export function useOrders() {
  return useQuery(ordersQueryOptions())
}
