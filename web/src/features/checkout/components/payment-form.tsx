import type { Checkout } from '../api/types'
import { CardPaymentForm } from './card-payment-form'
import { HostedPaymentForm } from './hosted-payment-form'

/**
 * The payment part of /odeme, by the server's payment mode: checkout-form
 * (the default; iyzico's hosted page asks for the card, so no card form
 * here) or direct-3ds (the card form on this page). Any other value is
 * treated as checkout-form: this page never asks for a card unless told to.
 */
export function PaymentForm(props: { orderId: string; checkout: Checkout; onOrderGone: (message: string) => void }) {
  return props.checkout.paymentMode === 'direct-3ds' ? <CardPaymentForm {...props} /> : <HostedPaymentForm {...props} />
}
