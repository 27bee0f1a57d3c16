import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { formatDateTime, formatPrice } from '@/lib/format'
import type { PendingRefund } from '../api/types'

const m = trPanels.adminOrders

/**
 * A refund of the order whose outcome iyzico has not told yet: 'İade işlemi
 * sürüyor', since when, and iyzico's last answer. Reconciliation settles it;
 * meanwhile the order cannot be shipped, cancelled or refunded again.
 */
export function PendingRefundNotice({ refund }: { refund: PendingRefund }) {
  return (
    <section
      role="status"
      aria-labelledby="pending-refund-title"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="pending-refund"
    >
      <h3 id="pending-refund-title" className="font-semibold">
        {m.refundPendingTitle}
        <span className="ml-2 font-normal text-amber-900">
          ({refund.kind === 'return' ? m.refundKindReturn : m.refundKindCancel})
        </span>
      </h3>
      <p className="mt-1">{fmt(m.refundPendingText, { amount: formatPrice(refund.amount) })}</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-amber-900">{m.refundPendingSince}</dt>
        <dd>
          <time dateTime={refund.since}>{formatDateTime(refund.since)}</time>
        </dd>
        <dt className="text-amber-900">{m.refundPendingAnswer}</dt>
        <dd className="break-words">{refund.lastAnswer || m.refundPendingNoAnswer}</dd>
      </dl>
    </section>
  )
}
