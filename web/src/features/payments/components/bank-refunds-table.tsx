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
            <tr key={r.id} data-testid="bank-refund-row" className={`align-top text-sm ${overdue ? 'bg-red-50' : ''}`}>
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
                {r.state === 'done' && r.doneAt ? (
                  <span className="text-stone-600">{fmt(mp.doneOn, { date: formatDate(r.doneAt) })}</span>
                ) : (
                  <>
                    <span className={overdue ? 'font-semibold text-red-700' : ''}>{formatDate(r.dueBy)}</span>
                    {overdue ? (
                      <span className="block text-xs font-semibold text-red-700" data-testid="overdue">
                        {mp.overdue}
                      </span>
                    ) : null}
                  </>
                )}
              </td>
              <td className="px-3 py-3 text-right">
                {r.state === 'due' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={fmt(mp.markDoneLabel, { number: r.orderNumber, amount: formatPrice(r.amount) })}
                    onClick={() => setDone(r)}
                  >
                    {mp.markDone}
                  </Button>
                ) : null}
              </td>
            </tr>
          )
        })}
      </AdminTable>
      {done ? <BankRefundDoneDialog refund={done} onClose={() => setDone(null)} /> : null}
    </>
  )
}
