import { useMutation } from '@tanstack/react-query'
import { mutationKey } from '@/api/invalidation'
import { api, unwrap } from '@/lib/api-client'
import type { CheckoutOrder } from './types'

/**
 * POST /api/orders: turns the cart into a pending order (stock reserved for
 * 30 minutes). A second call while one is pending returns the same order.
 */
export async function placeOrder(): Promise<CheckoutOrder> {
  return unwrap(await api.POST('/api/orders'))
}

/** Places the order; the caller navigates and reports errors. */
export function usePlaceOrder() {
  return useMutation({ mutationKey: mutationKey('order.place'), mutationFn: placeOrder })
}
