import { useState } from 'react'
import { fmt } from '@/i18n'
import { formatDate, formatPrice } from '@/lib/format'
import { AdminTable } from '@/components/admin/admin-table'
import type { AdminReturn } from '../api/returns'
import { ReturnRowActions } from './return-row-actions'
import { trPanels } from '@/i18n/panels'

const t = trPanels.returns
const DAY = 24 * 60 * 60 * 1000

const tone: Record<AdminReturn['state'], string> = {
  requested: 'bg-amber-100 text-amber-800',
  awaiting: 'bg-blue-100 text-blue-800',
  received: 'bg-indigo-100 text-indigo-800',
  refunded: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-700',
}

export function AdminReturnStateBadge({ r }: { r: AdminReturn }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[r.state]}`}>
      {r.stateLabel}
    </span>
  )
}

/** The refund due date, red when passed and amber within 3 days, while the request is still open. */
export function RefundDue({ r }: { r: AdminReturn }) {
  // The page's load time is exact enough for a day-granular deadline.
  const [now] = useState(() => Date.now())
  const open = r.state !== 'refunded' && r.state !== 'rejected'
  const left = new Date(r.refundDue).getTime() - now
  const cls = !open
    ? 'text-stone-500'
    : left < 0
      ? 'font-semibold text-red-700'
      : left < 3 * DAY
        ? 'font-semibold text-amber-700'
        : ''
  return (
    <span className={cls}>
      {formatDate(r.refundDue)}
      {open && left < 0 ? ` (${t.overdue})` : open && left < 3 * DAY ? ` (${t.dueSoon})` : ''}
      {open ? (
        <span
          className="block text-xs font-normal whitespace-normal text-stone-500"
          data-testid="admin-return-due-basis"
        >
          {r.handedOverAt ? fmt(t.dueFromHandOver, { date: formatDate(r.handedOverAt) }) : t.dueFromRequest}
        </span>
      ) : null}
    </span>
  )
}

/** The return carrier's code of a request (or that it is awaited), for staff matching a parcel. */
export function CarrierCodeNote({ r }: { r: AdminReturn }) {
  if (!r.carrier) return null
  const text = r.codePending
    ? fmt(t.adminCodePending, { carrier: r.carrier })
    : r.carrierCode
      ? fmt(t.adminCarrierCode, { carrier: r.carrier, code: r.carrierCode })
      : r.carrier
  return (
    <span className="block text-xs text-stone-600" data-testid="admin-return-carrier-code">
      {text}
    </span>
  )
}

/**
 * What the customer gave with the request: the reason (when chosen) and the
 * free-text note, wrapped so a long note stays readable in a phone's narrow
 * column. Nothing when the customer gave neither.
 */
export function CustomerReason({ r }: { r: AdminReturn }) {
  if (!r.reasonLabel && !r.note) return null
  return (
    <span className="mt-2 block max-w-xs text-xs text-stone-700" data-testid="admin-return-reason">
      {r.reasonLabel ? (
        <span className="block">
          <span className="font-semibold">{t.customerReason}:</span> {r.reasonLabel}
        </span>
      ) : null}
      {r.note ? (
        <span className="mt-1 block border-l-2 border-stone-300 pl-2 break-words whitespace-pre-line text-stone-600">
          <span className="sr-only">{t.customerNote}: </span>
          {r.note}
        </span>
      ) : null}
    </span>
  )
}

/**
 * A refunded return of an e-Fatura sale: the buyer documents it with their
 * own iade faturası (no return slip is made), which the shop must receive.
 */
export function IadeInvoiceNote({ r, className = '' }: { r: AdminReturn; className?: string }) {
  if (!r.iadeInvoiceExpected) return null
  return (
    <span className={`block text-xs font-medium text-amber-800 ${className}`} data-testid="admin-return-iade-invoice">
      {t.iadeInvoiceExpected}
    </span>
  )
}

/** /admin/iadeler's table: one card per request on phones, a table from md up. */
export function ReturnsTable({ items }: { items: AdminReturn[] }) {
  return (
    <AdminTable
      label={t.tableLabel}
      columns={[
        { label: t.colCode },
        { label: t.colCustomer },
        { label: t.colBooks, fromMd: true },
        { label: t.colAmount },
        { label: t.colState },
        { label: t.colDue },
        { label: t.colActions },
      ]}
    >
      {items.map((r) => (
        <tr key={r.id} data-testid="admin-return-row" className="align-top text-sm">
          <td className="px-3 py-3">
            <span className="block font-mono font-semibold">{r.code}</span>
            <span className="block text-xs text-stone-500">
              {t.colOrder} #{r.orderNumber}
            </span>
            <CarrierCodeNote r={r} />
          </td>
          <td className="px-3 py-3">
            <span className="block">{r.customerName}</span>
            <span className="block text-xs break-all text-stone-500">{r.customerEmail}</span>
            <CustomerReason r={r} />
          </td>
          <td className="hidden px-3 py-3 md:table-cell">
            {r.lines.map((l) => (
              <span key={l.itemId} className="block">
                {l.title} × {l.quantity}
              </span>
            ))}
          </td>
          <td className="px-3 py-3 tabular-nums">
            <span className="block">{formatPrice(r.value)}</span>
            {r.refunded > 0 ? (
              <span className="block text-xs text-green-700">
                {t.refunded}: {formatPrice(r.refunded)}
              </span>
            ) : null}
          </td>
          <td className="px-3 py-3">
            <AdminReturnStateBadge r={r} />
            <IadeInvoiceNote r={r} className="mt-1 max-w-48" />
            {r.rejectReason ? <span className="mt-1 block text-xs text-stone-600">{r.rejectReason}</span> : null}
          </td>
          <td className="px-3 py-3 whitespace-nowrap">
            <RefundDue r={r} />
          </td>
          <td className="px-3 py-3">
            <ReturnRowActions r={r} />
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}

/** The admin order detail's section: the order's requests with their actions. */
export function OrderReturnsList({ items }: { items: AdminReturn[] }) {
  if (items.length === 0) return <p className="mt-2 text-sm text-stone-600">{t.noRequests}</p>
  return (
    <ul className="mt-2 space-y-3">
      {items.map((r) => (
        <li key={r.id} className="rounded-lg border border-stone-200 p-3 text-sm" data-testid="admin-order-return">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono font-semibold">{r.code}</span>
            <AdminReturnStateBadge r={r} />
          </div>
          <CarrierCodeNote r={r} />
          <p className="mt-1 text-stone-700">{r.lines.map((l) => `${l.title} × ${l.quantity}`).join(', ')}</p>
          <CustomerReason r={r} />
          <IadeInvoiceNote r={r} className="mt-1" />
          <p className="mt-1 text-stone-600">
            {t.colDue}: <RefundDue r={r} />
            {r.refunded > 0 ? ` · ${t.refunded}: ${formatPrice(r.refunded)}` : ''}
          </p>
          {r.rejectReason ? (
            <p className="mt-1 text-stone-600">
              {fmt('{label}: {reason}', { label: t.rejectReasonLabel, reason: r.rejectReason })}
            </p>
          ) : null}
          <div className="mt-2">
            <ReturnRowActions r={r} />
          </div>
        </li>
      ))}
    </ul>
  )
}
