import { useState } from 'react'
import { fmt } from '@/i18n'
import { Button } from '@/components/ui/button'
import { formatDate, formatPrice } from '@/lib/format'
import { useOrderReturns, type ReturnRequest } from '../api/returns'
import type { Order } from '../api/types'
import { ReturnRequestDialog } from './return-request-dialog'
import { trPanels } from '@/i18n/panels'

const t = trPanels.returns

const tone: Record<ReturnRequest['state'], string> = {
  requested: 'bg-amber-100 text-amber-800',
  awaiting: 'bg-blue-100 text-blue-800',
  received: 'bg-indigo-100 text-indigo-800',
  refunded: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-700',
}

/** A request's state with the server's Turkish label. */
export function ReturnStateBadge({ state, label }: { state: ReturnRequest['state']; label: string }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[state]}`}>{label}</span>
}

/** How the parcel goes back: the code at the return carrier, or that it is being prepared. */
function CarrierCode({ r }: { r: ReturnRequest }) {
  if (r.codePending) {
    return (
      <div
        role="status"
        className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      >
        <p className="font-semibold">{t.codePending}</p>
        <p>{fmt(t.codePendingHint, { carrier: r.carrier })}</p>
      </div>
    )
  }
  if (r.carrierCode) {
    return (
      <div className="mt-3 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        <p>
          {t.carrierCode} ({r.carrier}):{' '}
          <strong className="font-mono text-base tracking-wide" data-testid="return-carrier-code">
            {r.carrierCode}
          </strong>
        </p>
        <p>{fmt(t.carrierCodeHint, { carrier: r.carrier })}</p>
      </div>
    )
  }
  return (
    <p className="mt-3 text-sm text-stone-700">
      {r.carrier ? fmt(t.carrierOnly, { carrier: r.carrier }) : t.noCarrier}
    </p>
  )
}

function RequestCard({ r }: { r: ReturnRequest }) {
  return (
    <li className="rounded-lg border border-stone-200 p-4" data-testid="return-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-stone-900">{fmt(t.requestTitle, { code: r.code })}</h3>
        <ReturnStateBadge state={r.state} label={r.stateLabel} />
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {t.requestedAt}: {formatDate(r.createdAt)}
      </p>
      <ul className="mt-2 text-sm text-stone-800">
        {r.lines.map((l) => (
          <li key={l.itemId}>
            {l.title} — {fmt(t.copies, { n: l.quantity })}
          </li>
        ))}
      </ul>
      {r.refunded > 0 ? (
        <p className="mt-2 text-sm">
          {t.refunded}: <strong>{formatPrice(r.refunded)}</strong>
        </p>
      ) : null}
      {r.state === 'rejected' ? (
        <p className="mt-2 text-sm text-red-700">
          {t.rejectReason}: {r.rejectReason}
        </p>
      ) : null}
      {r.state === 'requested' || r.state === 'awaiting' ? <CarrierCode r={r} /> : null}
      {r.state === 'requested' || r.state === 'awaiting' ? (
        <details className="mt-3 text-sm" open>
          <summary className="cursor-pointer font-medium text-amber-700">{t.instructions}</summary>
          <p className="mt-2 whitespace-pre-line text-stone-700">{r.instructions}</p>
        </details>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-amber-700">{t.formText}</summary>
        <pre className="mt-2 max-h-64 overflow-auto rounded bg-stone-50 p-3 text-xs whitespace-pre-wrap text-stone-700">
          {r.formText}
        </pre>
      </details>
    </li>
  )
}

/** The order page's returns: the last day to withdraw, the request button and each request's state. */
export function OrderReturns({ order }: { order: Order }) {
  const shown = order.status === 'delivered'
  const returns = useOrderReturns(order.id, shown)
  const [open, setOpen] = useState(false)
  if (!shown || !returns.data) return null
  const data = returns.data
  const anyFree = order.items.some(
    (it) =>
      it.quantity >
      data.requests
        .filter((r) => r.state !== 'rejected')
        .flatMap((r) => r.lines)
        .filter((l) => l.itemId === it.id)
        .reduce((n, l) => n + l.quantity, 0),
  )
  return (
    <section aria-labelledby="order-returns" className="mt-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-returns" className="font-serif text-xl font-bold text-stone-900">
          {t.sectionTitle}
        </h2>
        {data.open && anyFree ? <Button onClick={() => setOpen(true)}>{t.requestButton}</Button> : null}
      </div>
      {data.lastDay ? (
        <p className="mt-2 text-sm text-stone-700">
          {fmt(data.open ? t.lastDay : t.expired, { date: formatDate(data.lastDay) })}
        </p>
      ) : null}
      {data.requests.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {data.requests.map((r) => (
            <RequestCard key={r.id} r={r} />
          ))}
        </ul>
      ) : null}
      {open ? <ReturnRequestDialog order={order} returns={data} onClose={() => setOpen(false)} /> : null}
    </section>
  )
}
