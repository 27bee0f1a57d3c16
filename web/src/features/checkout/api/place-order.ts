import { useMutation } from '@tanstack/react-query'
import { mutationKey } from '@/api/invalidation'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import type { CheckoutOrder } from './types'

export type PlaceOrderRequest = Schemas['PlaceOrderRequest']

/**
 * POST /api/orders: turns the cart into a pending order (stock reserved for
 * 30 minutes). A second call while one is pending returns the same order.
 * The body is the delivery address, billing address and billing identity
 * chosen from the address book; without one the server takes the book's
 * defaults (or, with no book, the profile's address).
 */
export async function placeOrder(body?: PlaceOrderRequest): Promise<CheckoutOrder> {
  return unwrap(await api.POST('/api/orders', body ? { body } : {}))
}

/** Places the order; the caller navigates and reports errors. */
export function usePlaceOrder() {
  return useMutation({ mutationKey: mutationKey('order.place'), mutationFn: placeOrder })
}
