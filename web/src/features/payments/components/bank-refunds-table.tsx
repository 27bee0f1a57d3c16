import { useState } from 'react'
import { Link } from 'react-router'
import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import type { AdminBankRefund } from '@/api/bank-transfers'
import { AdminTable } from '@/components/admin/admin-table'
import { BankRefundDoneDialog } from '@/components/admin/bank-refund-done-dialog'
import { Button } from '@/components/ui/button'
import { formatDate, formatPrice } from '@/lib/format'
import { formatIban } from '@/lib/iban'
import { paths } from '@/lib/paths'

const mp = trPanels.payments

/** YYYY-MM-DD of an instant or a date in Istanbul, for comparing days. */
const istanbulDay = (v: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(typeof v === 'string' ? new Date(v) : v)

/** A refund not made by its legal deadline (14 days): the day has passed. */
export function isOverdue(r: Pick<AdminBankRefund, 'state' | 'dueBy'>, now: Date = new Date()): boolean {
  return r.state !== 'done' && istanbulDay(r.dueBy) < istanbulDay(now)
}

function DueLine({ refund: r }: { refund: AdminBankRefund }) {
  if (r.state === 'done' && r.doneAt)
    return <span className="text-stone-600">{fmt(mp.doneOn, { date: formatDate(r.doneAt) })}</span>
  const overdue = isOverdue(r)
  return (
    <>
      <span className={overdue ? 'font-semibold text-red-700' : ''}>{formatDate(r.dueBy)}</span>
      {overdue ? (
        <span className="block text-xs font-semibold text-red-700" data-testid="overdue">
          {mp.overdue}
        </span>
      ) : null}
    </>
  )
}

function DoneButton({ refund: r, onDone }: { refund: AdminBankRefund; onDone: () => void }) {
  if (r.state !== 'due') return null
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={fmt(mp.markDoneLabel, { number: r.orderNumber, amount: formatPrice(r.amount) })}
      onClick={onDone}
    >
      {mp.markDone}
    </Button>
  )
}

function RefundCard({ refund: r, onDone }: { refund: AdminBankRefund; onDone: () => void }) {
  return (
    <li
      data-testid="bank-refund-card"
      className={`rounded-xl border p-4 text-sm shadow-sm ${isOverdue(r) ? 'border-red-300 bg-red-50' : 'border-stone-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={paths.adminOrders({ q: r.orderNumber })}
          className="font-mono font-semibold text-amber-800 hover:underline"
        >
          #{r.orderNumber}
        </Link>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateTone[r.state]}`}>
          {mp.refundStates[r.state]}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-stone-500">{mp.colCustomer}</dt>
        <dd>{r.customerName}</dd>
        <dt className="text-stone-500">{mp.colReason}</dt>
        <dd>{r.reasonLabel || mp.refundReasons[r.reason]}</dd>
        <dt className="text-stone-500">{mp.colAmount}</dt>
        <dd className="font-semibold tabular-nums">{formatPrice(r.amount)}</dd>
        {r.iban ? (
          <>
            <dt className="text-stone-500">{mp.colIban}</dt>
            <dd className="min-w-0">
              <span className="block font-mono text-xs">{formatIban(r.iban)}</span>
              <span className="block text-xs text-stone-600">{r.holder}</span>
            </dd>
          </>
        ) : null}
        <dt className="text-stone-500">{mp.colDue}</dt>
        <dd>
          <DueLine refund={r} />
        </dd>
      </dl>
      {r.state === 'due' ? (
        <div className="mt-3 text-right">
          <DoneButton refund={r} onDone={onDone} />
        </div>
      ) : null}
    </li>
  )
}

const stateTone = {
  awaiting_iban: 'bg-stone-100 text-stone-700',
  due: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-800',
} as const

/**
 * 'Yapılacak iadeler': each refund by bank transfer with its order and
 * customer, reason, amount, state, the account (once the buyer gave it) and
 * the last day, an overdue one in red; 'İade yapıldı' on a due one.
 */
export function BankRefundsTable({ items }: { items: AdminBankRefund[] }) {
  const [done, setDone] = useState<AdminBankRefund | null>(null)
  return (
    <>
      {/* A phone gets one card per refund with every field; a table there would scroll sideways. */}
      <ul aria-label={mp.refundsPage.tableLabel} className="grid gap-3 md:hidden">
        {items.map((r) => (
          <RefundCard key={r.id} refund={r} onDone={() => setDone(r)} />
        ))}
      </ul>
      <div className="hidden md:block">
        <AdminTable
          label={mp.refundsPage.tableLabel}
          columns={[
            { label: mp.colOrder },
            { label: mp.colCustomer },
            { label: mp.colReason },
            { label: mp.colAmount, align: 'right' },
            { label: mp.colState },
            { label: mp.colIban },
            { label: mp.colDue },
            { label: mp.colActions, align: 'right' },
          ]}
        >
          {items.map((r) => {
            const overdue = isOverdue(r)
            return (
              <tr
                key={r.id}
                data-testid="bank-refund-row"
                className={`align-top text-sm ${overdue ? 'bg-red-50' : ''}`}
              >
                <td className="px-3 py-3 font-mono font-semibold whitespace-nowrap">
                  <Link to={paths.adminOrders({ q: r.orderNumber })} className="text-amber-800 hover:underline">
                    #{r.orderNumber}
                  </Link>
                </td>
                <td className="px-3 py-3">{r.customerName}</td>
                <td className="px-3 py-3">{r.reasonLabel || mp.refundReasons[r.reason]}</td>
                <td className="px-3 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                  {formatPrice(r.amount)}
                </td>
                <td className="px-3 py-3">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${stateTone[r.state]}`}
                  >
                    {mp.refundStates[r.state]}
                  </span>
                </td>
                <td className="px-3 py-3">
                  {r.iban ? (
                    <>
                      <span className="block font-mono text-xs whitespace-nowrap">{formatIban(r.iban)}</span>
                      <span className="block text-xs text-stone-600">{r.holder}</span>
                    </>
                  ) : (
                    <span className="text-stone-500">-</span>
                  )}
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <DueLine refund={r} />
                </td>
                <td className="px-3 py-3 text-right">
                  <DoneButton refund={r} onDone={() => setDone(r)} />
                </td>
              </tr>
            )
          })}
        </AdminTable>
      </div>
      {done ? <BankRefundDoneDialog refund={done} onClose={() => setDone(null)} /> : null}
    </>
  )
}
