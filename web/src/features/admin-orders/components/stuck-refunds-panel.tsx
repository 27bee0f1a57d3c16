import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { formatDateTime, formatPrice } from '@/lib/format'
import { useStuckRefunds } from '../api/stuck-refunds'

const m = trPanels.adminOrders

/**
 * The refunds whose outcome iyzico has not told for over two minutes (a
 * timeout, a lost answer): each with its order, amount, since when and
 * iyzico's last answer. Shown only while there are some; reconciliation
 * asks iyzico about each of them on its own.
 */
export function StuckRefundsPanel() {
  const stuck = useStuckRefunds()
  const list = stuck.data ?? []
  if (list.length === 0) return null
  return (
    <section
      aria-labelledby="stuck-refunds-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-sm"
      data-testid="stuck-refunds"
    >
      <h2 id="stuck-refunds-title" className="font-serif text-lg font-bold">
        {m.stuckRefundsTitle} ({list.length})
      </h2>
      <p className="mt-1 text-sm">{m.stuckRefundsText}</p>
      <ul aria-label={m.stuckRefundsLabel} className="mt-3 divide-y divide-amber-200">
        {list.map((f) => (
          <li key={`${f.orderId}-${f.since}`} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2 text-sm">
            <span className="font-semibold">{fmt(m.stuckRefundOrder, { number: f.orderNumber })}</span>
            <span className="text-amber-900">{f.kind === 'return' ? m.refundKindReturn : m.refundKindCancel}</span>
            <span className="tabular-nums">{formatPrice(f.amount)}</span>
            <span className="break-all text-amber-900">{f.customerEmail}</span>
            <span>
              {m.refundPendingSince}: <time dateTime={f.since}>{formatDateTime(f.since)}</time>
            </span>
            <span className="w-full break-words text-amber-900">
              {m.refundPendingAnswer}: {f.lastAnswer || m.refundPendingNoAnswer}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
