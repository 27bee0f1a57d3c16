import type { Schemas } from '@/lib/api-client'

export type CheckoutOrderLine = Schemas['OrderLine']
export type CheckoutOrder = Omit<Schemas['OrderView'], 'items'> & { items: CheckoutOrderLine[] }
/** CheckoutView with the order's `items` never null. */
export type Checkout = Omit<Schemas['CheckoutView'], 'order'> & { order: CheckoutOrder }
export type PayRequest = Schemas['PayRequest']
/** The pay answer: the mode and the payment page for the frame and for the whole window. */
export type PayStart = Schemas['PayResponse']
/** checkout-form: iyzico's hosted page asks for the card; direct-3ds: this page does. */
export type PaymentMode = Schemas['CheckoutView']['paymentMode']

export function normalizeOrder(o: Schemas['OrderView']): CheckoutOrder {
  return { ...o, items: o.items ?? [] }
}
