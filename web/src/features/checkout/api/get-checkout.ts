import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { checkoutKeys } from '@/api/query-keys'
import type { Checkout } from './types'

/**
 * GET /api/checkout/{orderId}: the member's own pending, unexpired order with
 * the filled-in pre-information form and distance sales contract (plain text).
 * 404/409 otherwise, with the server's Turkish message.
 */
export async function getCheckout(orderId: string, signal?: AbortSignal): Promise<Checkout> {
  return unwrap(await api.GET('/api/checkout/{orderId}', { params: { path: { orderId } }, signal }))
}

export const checkoutQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: checkoutKeys.detail(orderId),
    queryFn: ({ signal }) => getCheckout(orderId, signal),
    // Always asked afresh: the order may have been paid or expired meanwhile.
    staleTime: 0,
  })

export function useCheckout(orderId: string) {
  return useQuery({ ...checkoutQueryOptions(orderId), enabled: orderId !== '' })
}
