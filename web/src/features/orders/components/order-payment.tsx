import type { ReactNode } from 'react'
import { tr } from '@/i18n'
import { formatPrice } from '@/lib/format'
import { paymentTerms } from '@/lib/payment-terms'
import type { Order } from '../api/types'

const t = tr.orders

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium text-stone-900">{children}</dd>
    </div>
  )
}

/**
 * How a paid order was charged, under its totals: 'Ödeme: Tek çekim', or
 * the instalments with the amount charged and the interest (vade farkı).
 * Nothing for an unpaid order.
 */
export function OrderPayment({ order }: { order: Pick<Order, 'total' | 'installment' | 'paidAmount'> }) {
  const terms = paymentTerms(order)
  if (!terms) return null
  return (
    <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm" data-testid="order-payment">
      {terms.kind === 'single' ? (
        <Row label={t.payment}>{t.singlePayment}</Row>
      ) : (
        <>
          <Row label={t.installment}>{terms.count}</Row>
          <Row label={t.paidAmount}>
            {formatPrice(terms.paid)}{' '}
            {terms.interest > 0 ? (
              <span className="block text-xs font-normal text-stone-500">({t.interestIncluded})</span>
            ) : null}
          </Row>
          {terms.interest > 0 ? <Row label={t.interest}>{formatPrice(terms.interest)}</Row> : null}
        </>
      )}
    </dl>
  )
}
