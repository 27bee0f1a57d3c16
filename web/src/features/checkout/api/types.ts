import type { Schemas } from '@/lib/api-client'

export type CheckoutOrderLine = Schemas['OrderLine']
export type CheckoutOrder = Schemas['OrderView']
export type PayRequest = Schemas['PayRequest']
/** The pay answer: the mode and the payment page for the frame and for the whole window. */
export type PayStart = Schemas['PayResponse']
/** checkout-form: iyzico's hosted page asks for the card; direct-3ds: this page does. */
export type PaymentMode = Schemas['CheckoutView']['paymentMode']

// The payment methods' additions, written to the HTTP contract by hand
// until the generated schema has them (then they become Schemas[...]).

export type PaymentMethod = 'card' | 'transfer' | 'cod'
export type CodForm = 'cash' | 'card'

/** An order's totals with one method (kuruş): Total = Subtotal − Discount − MethodDiscount + Shipping + MethodFee. */
export interface MethodTotals {
  subtotal: number
  discount: number
  methodDiscount: number
  shipping: number
  methodFee: number
  total: number
}

/** One method as /odeme offers it: a method that is off is not listed; one that cannot be chosen says why. */
export interface MethodOffer {
  method: PaymentMethod
  label: string
  available: boolean
  reason: string
  totals: MethodTotals
  /** Kapıda ödeme: the forms the courier takes (not in the contract yet; shown when the server sends it). */
  codForms?: CodForm[]
}

/** GET /api/checkout/{orderId}[?method=]: the contracts are filled in for that method. */
export type Checkout = Schemas['CheckoutView'] & { methods?: MethodOffer[] }

/** POST /api/checkout/{orderId}/method. */
export interface ChooseMethodRequest {
  method: Exclude<PaymentMethod, 'card'>
  contractsAccepted: true
  codForm?: CodForm
}
