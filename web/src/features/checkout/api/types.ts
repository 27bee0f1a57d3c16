import type { Schemas } from '@/lib/api-client'

export type CheckoutOrderLine = Schemas['OrderLine']
export type CheckoutOrder = Omit<Schemas['OrderView'], 'items'> & { items: CheckoutOrderLine[] }
/** CheckoutView with the order's `items` never null. */
export type Checkout = Omit<Schemas['CheckoutView'], 'order'> & { order: CheckoutOrder }
export type PayRequest = Schemas['PayRequest']

export function normalizeOrder(o: Schemas['OrderView']): CheckoutOrder {
  return { ...o, items: o.items ?? [] }
}
