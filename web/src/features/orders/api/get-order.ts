import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { orderKeys } from '@/api/query-keys'
import type { Order } from './types'

/** GET /api/orders/{id}; 404 'Sipariş bulunamadı' also for another user's order. */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return unwrap(await api.GET('/api/orders/{id}', { params: { path: { id } }, signal }))
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  })

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id))
}
