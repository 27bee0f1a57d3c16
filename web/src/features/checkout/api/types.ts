import type { Schemas } from '@/lib/api-client'

export type CheckoutOrderLine = Schemas['OrderLine']
export type CheckoutOrder = Schemas['OrderView']
export type Checkout = Schemas['CheckoutView']
export type PayRequest = Schemas['PayRequest']
/** The pay answer: the mode and the payment page for the frame and for the whole window. */
export type PayStart = Schemas['PayResponse']
/** checkout-form: iyzico's hosted page asks for the card; direct-3ds: this page does. */
export type PaymentMode = Schemas['CheckoutView']['paymentMode']
