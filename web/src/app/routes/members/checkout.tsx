import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { PageHeader } from '@/components/page-header'
import { Spinner } from '@/components/ui/spinner'
import { useCheckout } from '@/features/checkout/api/get-checkout'
import { card, cardTitle, CheckoutAddress, PaymentDeadline } from '@/features/checkout/components/order-summary'
import { PaymentForm } from '@/features/checkout/components/payment-form'
import { MethodChoice } from '@/features/checkout/components/method-choice'
import { MethodOrderForm } from '@/features/checkout/components/method-order-form'
import type { PaymentMethod } from '@/features/checkout/api/types'
import { DeclineNotice } from '@/features/checkout/components/decline-notice'
import { BillingParty } from '@/components/billing-party'
import { OrderLines, OrderTotals } from '@/features/orders/components/order-lines'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { ApiError } from '@/lib/api-client'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'

const t = tr.checkout

/**
 * /odeme?orderId= (role user; lazy route): the pending order, its address,
 * the time left to pay, both contracts with their checkboxes, the KVKK
 * notice and, in direct-3ds mode only, the card form (checkout-form mode asks
 * for the card on iyzico's page). No orderId, or an order that cannot be paid
 * (not found, expired, amount mismatch): toast and back to /sepet; already
 * paid: toast and to the order's page; a refused card: its reason and 'Başka
 * bir kartla dene' above the form (DeclineNotice); the page
 * could not be loaded (network, server fault): 'Ödeme bilgileri alınamadı'
 * and back to /sepet; the buyer's profile lacks a name: to /profil.
 *
 * With havale/EFT or kapıda ödeme on, 'Ödeme yöntemi' comes first: the
 * summary's totals follow the chosen method, the contracts are reloaded for
 * it (?method=), and instead of the card's form 'Siparişi onayla' places the
 * order with that method (MethodOrderForm).
 */
export function CheckoutPage() {
  useDocumentTitle(t.title)
  const [params] = useSearchParams()
  const orderId = params.get('orderId')?.trim() ?? ''
  const [chosen, setChosen] = useState<PaymentMethod>('card')
  const checkout = useCheckout(orderId, chosen)
  const navigate = useNavigate()
  const left = useRef(false)

  const leave = useCallback(
    (message: string, toast = true) => {
      if (left.current) return
      left.current = true
      if (toast) notify.error(message)
      // A paid order (a second tab, the back button) is on its own page.
      const to =
        message === tr.cart.buyerIncomplete
          ? paths.profile()
          : message === t.alreadyPaid
            ? paths.order(orderId)
            : paths.cart()
      void navigate(to, { replace: true })
    },
    [navigate, orderId],
  )
  // Back from a failed payment (/odeme/callback): the latest try's reason,
  // or the generic failure when the server has none (the window closed).
  const failedHere = (useLocation().state as { paymentFailed?: boolean } | null)?.paymentFailed === true
  const [declineDismissed, setDeclineDismissed] = useState(false)

  useEffect(() => {
    if (orderId === '') leave(t.orderNotFound)
    else if (checkout.isError) {
      const refused = checkout.error instanceof ApiError && checkout.error.status < 500
      leave(refused ? serverMessageOr(checkout.error, t.orderNotFound) : t.loadFailed)
    }
  }, [orderId, checkout.isError, checkout.error, leave])

  if (!checkout.data) return <Spinner />
  const { order } = checkout.data
  const offers = checkout.data.methods ?? []
  const offer = offers.find((o) => o.method === chosen)
  const totals = offer ? { ...offer.totals, couponCode: order.couponCode } : order
  const declineMessage = checkout.data.declined?.message ?? (failedHere ? tr.paymentResult.failureText : null)

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-6">
            {declineMessage && !declineDismissed ? (
              <DeclineNotice message={declineMessage} onRetry={() => setDeclineDismissed(true)} />
            ) : null}
            <PaymentDeadline expiresAt={checkout.data.expiresAt} />
            <section aria-labelledby="checkout-items" className={card}>
              <h2 id="checkout-items" className={cardTitle}>
                {t.items}
              </h2>
              <div className="mt-4">
                <OrderLines items={order.items} />
              </div>
            </section>
            {offers.length > 1 ? <MethodChoice offers={offers} value={chosen} onChange={setChosen} /> : null}
            {offer && offer.method !== 'card' ? (
              <MethodOrderForm
                key={offer.method}
                orderId={orderId}
                checkout={checkout.data}
                offer={offer}
                loading={checkout.isPlaceholderData}
                onRefused={() => void checkout.refetch()}
              />
            ) : (
              <PaymentForm
                orderId={orderId}
                checkout={checkout.data}
                onOrderGone={(message) => leave(message, false)}
              />
            )}
          </div>
          <div className="space-y-6 lg:sticky lg:top-24 lg:h-fit">
            <aside aria-labelledby="checkout-summary" className={card}>
              <h2 id="checkout-summary" className={cardTitle}>
                {t.summary}
              </h2>
              <p className="mt-1 font-mono text-sm text-stone-500">{fmt(t.orderNumber, { number: order.number })}</p>
              <div className="mt-4">
                <OrderTotals order={totals} />
              </div>
              <p className="mt-3 text-xs text-stone-500">{t.taxIncluded}</p>
            </aside>
            <CheckoutAddress order={order} />
            <BillingParty parties={order.parties} deliveryAddress={order.shippingAddress} className={card} />
          </div>
        </div>
      </div>
    </>
  )
}
