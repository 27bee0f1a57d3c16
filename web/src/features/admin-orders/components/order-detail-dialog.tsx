import type { ReactNode } from 'react'
import { fmt, tr } from '@/i18n'
import { BillingParty } from '@/components/billing-party'
import { FallbackImage, PLACEHOLDER_COVER } from '@/components/fallback-image'
import { QueryState } from '@/components/query-state'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { formatDateTime, formatPrice } from '@/lib/format'
import { paymentTerms } from '@/lib/payment-terms'
import { useAdminOrder } from '../api/get-order'
import type { AdminOrder } from '../api/types'
import { OrderDocuments } from './order-documents'
import type { OrderWithShipment } from '../api/shipments'
import { OrderShipmentSection } from './order-shipment-section'
import { OrderReturnsSection } from './order-returns-section'
import { LineTax, OrderTaxTotals } from './order-tax'
import { PendingRefundNotice } from './pending-refund-notice'
import { AdminOrderStatusBadge } from './order-status-badge'
import { OrderPaymentMethodSection } from './order-payment-method'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminOrders

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-stone-500">{label}</dt>
      <dd className="text-sm text-stone-900">{children}</dd>
    </div>
  )
}

function TermsRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  )
}

/** How a paid order was charged: single payment, or instalments with the charge and the interest. Nothing when unpaid. */
function PaymentTermsList({ order }: { order: AdminOrder }) {
  const terms = paymentTerms(order)
  if (!terms) return null
  return (
    <dl className="mt-2 space-y-1 border-t border-stone-200 pt-3 text-sm" data-testid="admin-order-payment">
      {terms.kind === 'single' ? (
        <TermsRow label={m.payment}>{m.singlePayment}</TermsRow>
      ) : (
        <>
          <TermsRow label={m.installment}>{terms.count}</TermsRow>
          <TermsRow label={m.paidAmount}>
            {formatPrice(terms.paid)}{' '}
            {terms.interest > 0 ? <span className="ml-1 text-xs text-stone-500">({m.interestIncluded})</span> : null}
          </TermsRow>
          {terms.interest > 0 ? <TermsRow label={m.interest}>{formatPrice(terms.interest)}</TermsRow> : null}
        </>
      )}
    </dl>
  )
}

/**
 * The order detail modal: id, date, customer, status, shipping
 * address, items (cover, title, quantity × price, line total and, after a
 * coupon, what the line paid), the coupon's discount, total, how
 * a paid order was charged (single payment or instalments), and
 * the shipment: through the carrier's API (its status, movements and
 * actions), or the tracking number typed by hand with the carrier's
 * tracking page when known.
 */
export function OrderDetailDialog({ order: row, onClose }: { order: AdminOrder; onClose: () => void }) {
  const query = useAdminOrder(row.id, row)

  return (
    <ModalDialog
      title={fmt(m.detailTitle, { number: row.number })}
      onClose={onClose}
      closeLabel={m.close}
      size="xl"
      footer={
        <Button onClick={onClose} variant="secondary">
          {m.close}
        </Button>
      }
    >
      <QueryState query={query} keepDataOnError>
        {(o) => (
          <div className="space-y-6">
            {o.pendingRefund ? <PendingRefundNotice refund={o.pendingRefund} /> : null}
            <dl className="divide-y divide-stone-100">
              <Row label={m.orderId}>
                <span className="font-mono break-all">{o.id}</span>
              </Row>
              <Row label={m.date}>
                <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
              </Row>
              <Row label={m.customer}>
                <span className="block font-medium">{o.customerName}</span>
                <span className="block break-all text-stone-600">{o.customerEmail}</span>
              </Row>
              <Row label={m.status}>
                <AdminOrderStatusBadge status={o.status} label={o.statusLabel} />
              </Row>
              <Row label={m.address}>
                <span className="whitespace-pre-line">{o.shippingAddress}</span>
              </Row>
              {o.parties ? (
                <Row label={tr.addresses.billingParty}>
                  <BillingParty parties={o.parties} deliveryAddress={o.shippingAddress} variant="lines" />
                </Row>
              ) : null}
            </dl>

            <section aria-labelledby="admin-order-items">
              <h3 id="admin-order-items" className="font-serif text-lg font-bold text-stone-900">
                {m.items}
              </h3>
              <ul className="mt-2 divide-y divide-stone-100">
                {o.items.map((l) => (
                  <li key={l.id} className="flex items-center gap-4 py-3" data-testid="admin-order-item">
                    <FallbackImage
                      src={l.coverUrl}
                      fallback={PLACEHOLDER_COVER}
                      alt=""
                      className="h-16 w-12 shrink-0 rounded border border-stone-200 object-cover"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-stone-900">{l.title}</p>
                      <p className="text-sm text-stone-600">
                        {fmt(m.quantityPrice, { quantity: l.quantity, price: formatPrice(l.price) })}
                      </p>
                      <LineTax tax={o.tax} itemId={l.id} />
                    </div>
                    <p className="text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums">
                      {formatPrice(l.lineTotal)}
                      {/* After its coupon share: what the line paid, the most its return refunds. */}
                      {l.paid !== l.lineTotal ? (
                        <span className="block text-xs font-normal text-stone-600" data-testid="admin-order-item-paid">
                          {fmt(m.linePaid, { amount: formatPrice(l.paid) })}
                        </span>
                      ) : null}
                    </p>
                  </li>
                ))}
              </ul>
              <dl className="mt-2 space-y-1 border-t border-stone-200 pt-3 text-sm">
                <div className="flex justify-between">
                  <dt className="text-stone-600">{m.subtotal}</dt>
                  <dd className="tabular-nums">{formatPrice(o.subtotal)}</dd>
                </div>
                {o.discount > 0 ? (
                  <div className="flex justify-between" data-testid="admin-order-discount">
                    <dt className="text-stone-600">{fmt(tr.campaigns.discountLine, { code: o.couponCode ?? '' })}</dt>
                    <dd className="text-green-800 tabular-nums">-{formatPrice(o.discount)}</dd>
                  </div>
                ) : null}
                {o.methodDiscount > 0 ? (
                  <div className="flex justify-between" data-testid="admin-order-method-discount">
                    <dt className="text-stone-600">{trPanels.payments.methodDiscount}</dt>
                    <dd className="text-green-800 tabular-nums">-{formatPrice(o.methodDiscount)}</dd>
                  </div>
                ) : null}
                <div className="flex justify-between">
                  <dt className="text-stone-600">{m.shipping}</dt>
                  <dd className="tabular-nums">{o.shipping === 0 ? m.free : formatPrice(o.shipping)}</dd>
                </div>
                {o.methodFee > 0 ? (
                  <div className="flex justify-between" data-testid="admin-order-method-fee">
                    <dt className="text-stone-600">{trPanels.payments.methodFee}</dt>
                    <dd className="tabular-nums">{formatPrice(o.methodFee)}</dd>
                  </div>
                ) : null}
                <div className="flex justify-between text-base font-bold text-stone-900">
                  <dt>{m.total}</dt>
                  <dd className="tabular-nums">{formatPrice(o.total)}</dd>
                </div>
              </dl>
              <OrderTaxTotals tax={o.tax} />
              {(o.paymentMethod ?? 'card') === 'card' ? <PaymentTermsList order={o} /> : null}
            </section>

            <OrderPaymentMethodSection order={o} />

            {o.status === 'delivered' ? <OrderReturnsSection orderId={o.id} /> : null}

            {/* A pending order has no documents: they are issued when it is confirmed. */}
            {o.status !== 'pending' ? <OrderDocuments orderId={o.id} /> : null}

            <OrderShipmentSection order={o as OrderWithShipment} />

            {/* A shipment through the carrier's API shows its own tracking above; this is the manual one's. */}
            {(o as OrderWithShipment).shipment ? null : (
              <dl className="divide-y divide-stone-100 rounded-lg bg-stone-50 px-4">
                <Row label={m.trackingNumber}>
                  {o.trackingNumber ? (
                    <>
                      <span className="block font-mono">{o.trackingNumber}</span>
                      {o.trackingUrl ? (
                        <a
                          href={o.trackingUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="mt-1 inline-block font-medium text-amber-700 hover:underline"
                        >
                          {m.trackLink}
                        </a>
                      ) : null}
                    </>
                  ) : (
                    <span className="text-stone-500">{m.notShipped}</span>
                  )}
                </Row>
                {o.cargoCompany ? <Row label={m.cargoCompany}>{o.cargoCompany}</Row> : null}
              </dl>
            )}
          </div>
        )}
      </QueryState>
    </ModalDialog>
  )
}
