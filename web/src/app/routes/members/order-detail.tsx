import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { Spinner } from '@/components/ui/spinner'
import { useOrder } from '@/features/orders/api/get-order'
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge'
import { OrderLines, OrderTotals } from '@/features/orders/components/order-lines'
import { OrderPayment } from '@/features/orders/components/order-payment'
import { OrderPaymentMethod, TransferPanel } from '@/features/orders/components/order-transfer'
import { OrderBankRefunds } from '@/features/orders/components/order-bank-refunds'
import { OrderTimeline } from '@/features/orders/components/order-timeline'
import { CancelOrder } from '@/features/orders/components/cancel-order'
import { OrderReturns } from '@/features/orders/components/order-returns'
import { OrderInvoices } from '@/features/orders/components/order-invoices'
import { OrderShipmentTracking } from '@/features/orders/components/order-shipment'
import { UnpaidOrderNotice } from '@/components/unpaid-order-notice'
import { BillingParty } from '@/components/billing-party'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'
import { trPanels } from '@/i18n/panels'

const card = 'rounded-xl border border-stone-200 bg-white p-5 shadow-sm'
const cardTitle = 'font-serif text-xl font-bold text-stone-900'

/**
 * /siparis/:id (role user; lazy route). Any load failure: toast and back to /siparislerim, where the member can choose again.
 * A havale/EFT order waiting for its money shows the transfer instructions instead of the card's 'pay now' notice;
 * refunds by bank transfer (havale/EFT and kapıda ödeme orders) ask for the buyer's IBAN.
 */
export function OrderDetailPage() {
  const { id = '' } = useParams()
  const order = useOrder(id)
  const navigate = useNavigate()
  useDocumentTitle(order.data ? fmt(tr.orders.detailTitle, { number: order.data.number }) : undefined)

  useEffect(() => {
    if (!order.isError) return
    notify.error(tr.orders.notFound)
    void navigate(paths.orders(), { replace: true })
  }, [order.isError, navigate])

  if (!order.data) return <Spinner />
  const o = order.data
  // A parcel prepared at a carrier with an API: its number and link are known before it is picked up.
  const reported = o.shipment ?? null
  const shipment = reported && reported.status !== 'cancelled' ? reported : null
  const cargoCompany = o.cargoCompany || shipment?.carrier || ''
  const trackingNumber = o.trackingNumber || shipment?.trackingNumber || ''
  const trackingUrl = o.trackingUrl || shipment?.trackingUrl || null

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to={paths.orders()} className="text-sm font-medium text-amber-700 hover:underline">
        ← {tr.orders.back}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="font-serif text-3xl font-bold text-stone-900">
          {fmt(tr.orders.detailTitle, { number: o.number })}
        </h1>
        <OrderStatusBadge status={o.status} label={o.statusLabel} />
        <div className="ml-auto">
          <CancelOrder order={o} />
        </div>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {tr.orders.date}: <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
      </p>
      {o.refundPending ? <p className="mt-2 text-sm text-amber-900">{trPanels.returns.refundPendingText}</p> : null}

      {o.status === 'pending' && o.transfer ? <TransferPanel transfer={o.transfer} /> : null}

      {o.status === 'pending' && o.payBy && (o.paymentMethod ?? 'card') === 'card' ? (
        <div className="mt-6">
          <UnpaidOrderNotice orderId={o.id} expiresAt={o.payBy} />
        </div>
      ) : null}

      <section aria-label={tr.orders.timeline} className={`${card} mt-6`}>
        <OrderTimeline status={o.status} />
      </section>

      <OrderReturns order={o} />
      <OrderBankRefunds order={o} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="order-items" className={card}>
          <h2 id="order-items" className={cardTitle}>
            {tr.orders.items}
          </h2>
          <div className="mt-4">
            <OrderLines items={o.items} />
          </div>
        </section>

        <div className="space-y-6">
          <section aria-labelledby="order-summary" className={card}>
            <h2 id="order-summary" className={cardTitle}>
              {tr.orders.summary}
            </h2>
            <div className="mt-4">
              <OrderTotals order={o} />
              <OrderPaymentMethod order={o} />
              {(o.paymentMethod ?? 'card') === 'card' ? <OrderPayment order={o} /> : null}
            </div>
          </section>

          <section aria-labelledby="order-address" className={card}>
            <h2 id="order-address" className={cardTitle}>
              {tr.orders.address}
            </h2>
            <p className="mt-3 text-sm whitespace-pre-line text-stone-700">{o.shippingAddress}</p>
          </section>
          <BillingParty parties={o.parties} deliveryAddress={o.shippingAddress} className={card} />
          <OrderInvoices order={o} className={card} />

          <section aria-labelledby="order-tracking" className={card}>
            <h2 id="order-tracking" className={cardTitle}>
              {tr.orders.tracking}
            </h2>
            {trackingNumber || cargoCompany ? (
              <dl className="mt-3 space-y-1 text-sm">
                {cargoCompany ? (
                  <div className="flex justify-between gap-3">
                    <dt className="text-stone-600">{tr.orders.cargoCompany}</dt>
                    <dd className="font-medium">{cargoCompany}</dd>
                  </div>
                ) : null}
                {trackingNumber ? (
                  <div className="flex justify-between gap-3">
                    <dt className="text-stone-600">{tr.orders.trackingNumber}</dt>
                    <dd className="font-mono font-medium">{trackingNumber}</dd>
                  </div>
                ) : null}
              </dl>
            ) : (
              <p className="mt-3 text-sm text-stone-600">
                {o.status === 'cancelled' ? tr.orders.noTrackingCancelled : tr.orders.noTracking}
              </p>
            )}
            {trackingUrl ? (
              <a
                href={trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-block rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800"
              >
                {tr.orders.trackLink}
              </a>
            ) : null}
            {shipment ? <OrderShipmentTracking shipment={shipment} /> : null}
          </section>
        </div>
      </div>
    </div>
  )
}
