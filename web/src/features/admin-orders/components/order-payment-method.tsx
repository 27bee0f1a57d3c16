import { useState, type ReactNode } from 'react'
import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import type { AdminBankRefund } from '@/api/bank-transfers'
import { BankRefundDoneDialog } from '@/components/admin/bank-refund-done-dialog'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { serverMessageOr } from '@/lib/errors'
import { formatDate, formatDateTime, formatPrice } from '@/lib/format'
import { formatIban } from '@/lib/iban'
import { notify } from '@/lib/notify'
import { canMarkCollected, useMarkCodCollected } from '../api/cod'
import type { AdminOrder, TransferState } from '../api/types'
import { RecordTransferDialog } from './record-transfer-dialog'

const mp = trPanels.payments

const stateTone: Record<TransferState, string> = {
  awaited: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  partial: 'bg-red-50 text-red-800 ring-red-600/30',
  paid: 'bg-green-50 text-green-800 ring-green-600/30',
  excess: 'bg-purple-50 text-purple-800 ring-purple-600/30',
}

/** 'Ödeme bekleniyor', 'Eksik ödeme (kalan ₺41,00)', 'Ödendi', 'Fazla ödeme (fazla ₺10,00)'. */
export function TransferStateBadge({ order }: { order: AdminOrder }) {
  const state = order.transferState
  if (!state) return null
  const extra =
    state === 'partial' && order.missing
      ? ` (${fmt(mp.missing, { amount: formatPrice(order.missing) })})`
      : state === 'excess' && order.excess
        ? ` (${fmt(mp.excess, { amount: formatPrice(order.excess) })})`
        : ''
  return (
    <span
      data-testid="transfer-state"
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${stateTone[state]}`}
    >
      {(order.transferStateLabel || mp.states[state]) + extra}
    </span>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-right text-stone-900">{children}</dd>
    </div>
  )
}

/** The recorded transfers, newest last: a list (not a table), so a phone shows every field without scrolling sideways. */
function TransfersList({ order }: { order: AdminOrder }) {
  const transfers = order.transfers ?? []
  if (transfers.length === 0) return <p className="text-sm text-stone-600">{mp.noTransfers}</p>
  return (
    <ul aria-label={mp.transfersLabel} className="divide-y divide-stone-100 rounded-lg border border-stone-200">
      {transfers.map((t) => (
        <li key={t.id} data-testid="recorded-transfer" className="grid gap-1 px-3 py-2 text-sm sm:grid-cols-4 sm:gap-3">
          <span className="font-semibold tabular-nums">
            <span className="sr-only">{mp.colAmount}: </span>
            {formatPrice(t.amount)}
          </span>
          <span>
            <span className="sr-only">{mp.colReceivedOn}: </span>
            {formatDate(t.receivedOn)}
          </span>
          <span className="min-w-0 break-words">
            <span className="sr-only">{mp.colSender}: </span>
            {t.sender}
          </span>
          <span className="min-w-0 font-mono text-xs break-all">
            <span className="sr-only">{mp.colBankRef}: </span>
            {t.bankRef}
          </span>
          <span className="text-xs text-stone-600 sm:col-span-4">
            {mp.colRecordedBy}: {t.recordedByName} · {formatDateTime(t.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  )
}

function BankRefunds({ order, onDone }: { order: AdminOrder; onDone: (r: AdminBankRefund) => void }) {
  const refunds = order.bankRefunds ?? []
  if (refunds.length === 0) return null
  return (
    <section aria-labelledby="admin-order-bank-refunds">
      <h4 id="admin-order-bank-refunds" className="font-semibold text-stone-900">
        {mp.refundsTitle}
      </h4>
      <ul aria-label={mp.refundsLabel} className="mt-2 divide-y divide-stone-100">
        {refunds.map((r) => (
          <li
            key={r.id}
            data-testid="admin-bank-refund"
            className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm"
          >
            <span className="font-medium">{r.reasonLabel || mp.refundReasons[r.reason]}</span>
            <span className="font-semibold tabular-nums">{formatPrice(r.amount)}</span>
            <span>{mp.refundStates[r.state]}</span>
            {r.iban ? (
              <span className="text-xs text-stone-600">
                <span className="block font-mono whitespace-nowrap">{formatIban(r.iban)}</span>
                <span className="block">{r.holder}</span>
              </span>
            ) : null}
            <span className="text-xs text-stone-600">
              {r.state === 'done' && r.doneAt
                ? fmt(mp.doneOn, { date: formatDate(r.doneAt) })
                : `${mp.colDue}: ${formatDate(r.dueBy)}`}
            </span>
            {r.state === 'due' ? (
              <Button
                size="sm"
                variant="outline"
                className="ml-auto"
                aria-label={fmt(mp.markDoneLabel, { number: order.number, amount: formatPrice(r.amount) })}
                onClick={() => onDone({ ...r, orderNumber: r.orderNumber || order.number })}
              >
                {mp.markDone}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The order's payment method on its detail: the method; for havale/EFT the
 * state of the recorded money, the transfers and 'Havale alındı' while the
 * order waits; for kapıda ödeme the amount to collect and 'Tahsil edildi'
 * once the parcel is on its way; the refunds by bank transfer with 'İade
 * yapıldı'. Nothing for a card order without any of these.
 */
export function OrderPaymentMethodSection({ order }: { order: AdminOrder }) {
  const method = order.paymentMethod ?? 'card'
  const [dialog, setDialog] = useState<'record' | 'collect' | AdminBankRefund | null>(null)
  const collect = useMarkCodCollected()
  const close = () => setDialog(null)

  async function confirmCollected() {
    try {
      await collect.mutateAsync(order.id)
      notify.success(mp.codCollected)
      close()
    } catch (err) {
      notify.error(serverMessageOr(err, mp.codCollectError))
      close()
    }
  }

  if (method === 'card' && (order.bankRefunds ?? []).length === 0) return null
  return (
    <section aria-labelledby="admin-order-method" className="space-y-3" data-testid="admin-order-method">
      <h3 id="admin-order-method" className="font-serif text-lg font-bold text-stone-900">
        {mp.sectionTitle}
      </h3>
      <dl className="divide-y divide-stone-100 rounded-lg bg-stone-50 px-4">
        <Row label={mp.method}>{order.paymentMethodLabel || mp.methodOptions[method]}</Row>
        {method === 'transfer' && order.transferState ? (
          <Row label={mp.transferState}>
            <TransferStateBadge order={order} />
          </Row>
        ) : null}
        {method === 'cod' && order.codAmount ? (
          <Row label={mp.codAmount}>
            <span className="font-semibold tabular-nums">{formatPrice(order.codAmount)}</span>
          </Row>
        ) : null}
      </dl>
      {method === 'transfer' ? (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="font-semibold text-stone-900">{mp.transfersTitle}</h4>
            {order.status === 'pending' ? (
              <Button size="sm" onClick={() => setDialog('record')}>
                {mp.record}
              </Button>
            ) : null}
          </div>
          <TransfersList order={order} />
        </div>
      ) : null}
      {canMarkCollected(order) ? (
        <Button
          size="sm"
          onClick={() => setDialog('collect')}
          aria-label={fmt(mp.codCollectLabel, { number: order.number })}
        >
          {mp.codCollect}
        </Button>
      ) : null}
      <BankRefunds order={order} onDone={(r) => setDialog(r)} />

      {dialog === 'record' ? <RecordTransferDialog order={order} onClose={close} /> : null}
      {dialog === 'collect' ? (
        <ConfirmDialog
          title={mp.codCollectTitle}
          message={fmt(mp.codCollectText, {
            number: order.number,
            amount: formatPrice(order.codAmount ?? order.total),
          })}
          confirmLabel={mp.codCollect}
          cancelLabel={mp.cancel}
          closeLabel={mp.close}
          busy={collect.isPending}
          onConfirm={() => void confirmCollected()}
          onCancel={close}
        />
      ) : null}
      {dialog !== null && typeof dialog === 'object' ? <BankRefundDoneDialog refund={dialog} onClose={close} /> : null}
    </section>
  )
}
