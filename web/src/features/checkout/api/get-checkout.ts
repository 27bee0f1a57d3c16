import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { checkoutKeys } from '@/api/query-keys'
import type { Checkout, PaymentMethod } from './types'

/**
 * GET /api/checkout/{orderId}: the member's own pending, unexpired order with
 * the filled-in pre-information form and distance sales contract (plain text)
 * and the payment methods on offer. With a method other than the card
 * (`?method=`), the contracts name that method and its fee or discount.
 * 404/409 otherwise, with the server's Turkish message.
 */
export async function getCheckout(
  orderId: string,
  signal?: AbortSignal,
  method: PaymentMethod = 'card',
): Promise<Checkout> {
  // The card's contracts are the default: no `?method=card`, the same URL as before the methods.
  const query = method === 'card' ? undefined : { method }
  return unwrap(await api.GET('/api/checkout/{orderId}', { params: { path: { orderId }, query }, signal }))
}

export const checkoutQueryOptions = (orderId: string, method: PaymentMethod = 'card') =>
  queryOptions({
    queryKey: method === 'card' ? checkoutKeys.detail(orderId) : checkoutKeys.method(orderId, method),
    queryFn: ({ signal }) => getCheckout(orderId, signal, method),
    // Always asked afresh: the order may have been paid or expired meanwhile.
    staleTime: 0,
    // Switching the method keeps the page (and the form's ticks) while its contracts load.
    placeholderData: keepPreviousData,
  })

export function useCheckout(orderId: string, method: PaymentMethod = 'card') {
  return useQuery({ ...checkoutQueryOptions(orderId, method), enabled: orderId !== '' })
}
