import type { Schemas } from '@/lib/api-client'

export type CheckoutOrderLine = Schemas['OrderLine']
export type CheckoutOrder = Schemas['OrderView']
export type PayRequest = Schemas['PayRequest']
/** The pay answer: the mode and the payment page for the frame and for the whole window. */
export type PayStart = Schemas['PayResponse']
/** checkout-form: iyzico's hosted page asks for the card; direct-3ds: this page does. */
export type PaymentMode = Schemas['CheckoutView']['paymentMode']

export type PaymentMethod = Schemas['MethodOfferView']['method']

/** An order's totals with one method (kuruş): Total = Subtotal − Discount − MethodDiscount + Shipping + MethodFee. */
export type MethodTotals = Schemas['MethodTotals']

/** One method as /odeme offers it: a method that is off is not listed; one that cannot be chosen says why. */
export type MethodOffer = Schemas['MethodOfferView']

/** GET /api/checkout/{orderId}[?method=]: the contracts are filled in for that method. */
export type Checkout = Schemas['CheckoutView']

/** POST /api/checkout/{orderId}/method, and its answer: the member's order. */
export type ChooseMethodRequest = Schemas['ChooseMethodRequest']
export type ChosenMethod = Schemas['ChosenMethod']
