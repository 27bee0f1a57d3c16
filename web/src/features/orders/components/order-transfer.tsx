import { fmt, tr } from '@/i18n'
import { Button } from '@/components/ui/button'
import { formatDateTime, formatPrice } from '@/lib/format'
import { formatIban } from '@/lib/iban'
import { notify } from '@/lib/notify'
import type { Order, TransferAccount, TransferBlock } from '../api/types'

const t = tr.payMethods
const card = 'rounded-xl border border-stone-200 bg-white p-5 shadow-sm'

/** 'Ödeme yöntemi: Havale / EFT' under the order's totals (the server's label, else the catalogue's). */
export function OrderPaymentMethod({ order }: { order: Pick<Order, 'paymentMethod' | 'paymentMethodLabel'> }) {
  if (!order.paymentMethod) return null
  return (
    <dl className="mt-3 flex justify-between gap-3 border-t border-stone-200 pt-3 text-sm" data-testid="order-method">
      <dt className="text-stone-600">{t.paymentMethod}</dt>
      <dd className="text-right font-medium text-stone-900">
        {order.paymentMethodLabel || t.names[order.paymentMethod]}
      </dd>
    </dl>
  )
}

async function copyIban(iban: string) {
  try {
    await navigator.clipboard.writeText(iban)
    notify.success(t.copied)
  } catch {
    notify.error(t.copyFailed)
  }
}

function Account({ account }: { account: TransferAccount }) {
  return (
    <li className="rounded-lg border border-stone-200 bg-stone-50 p-4" data-testid="transfer-account">
      <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="text-stone-600">{t.bank}</dt>
        <dd className="font-semibold text-stone-900">{account.bank}</dd>
        <dt className="text-stone-600">{t.holder}</dt>
        <dd className="text-stone-900">{account.holder}</dd>
        <dt className="text-stone-600">{t.iban}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm tracking-wide text-stone-900 sm:text-base">
            {formatIban(account.iban)}
          </span>
          <Button
            variant="outline"
            size="sm"
            aria-label={fmt(t.copyLabel, { bank: account.bank })}
            onClick={() => void copyIban(account.iban)}
          >
            {t.copy}
          </Button>
        </dd>
      </dl>
    </li>
  )
}

const stateTone: Record<TransferBlock['state'], string> = {
  awaited: 'bg-amber-100 text-amber-800',
  partial: 'bg-red-100 text-red-800',
  paid: 'bg-green-100 text-green-800',
  excess: 'bg-purple-100 text-purple-800',
}

/**
 * 'Havale / EFT bilgileri' on a pending transfer order: each of the shop's
 * accounts (bank, holder, the IBAN in groups of four with a copy button),
 * the exact amount, the reference to write in the description (the order
 * number) and the deadline after which the order is cancelled; with part of
 * the money in, 'Eksik ödeme' and what is still missing.
 */
export function TransferPanel({ transfer }: { transfer: TransferBlock }) {
  const partial = transfer.state === 'partial'
  return (
    <section aria-labelledby="order-transfer" className={`${card} mt-6 border-amber-300`} data-testid="transfer-panel">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="order-transfer" className="font-serif text-xl font-bold text-stone-900">
          {t.transferTitle}
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateTone[transfer.state]}`}>
          {transfer.stateLabel || t.states[transfer.state]}
        </span>
      </div>
      <p className="mt-2 text-sm text-stone-700">{t.transferIntro}</p>
      {partial ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <span className="font-semibold">{t.states.partial}: </span>
          {fmt(t.missingText, { recorded: formatPrice(transfer.recorded), missing: formatPrice(transfer.missing) })}
        </p>
      ) : null}
      <div className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <p className="rounded-lg bg-amber-50 p-3" data-testid="transfer-amount">
          <span className="block text-stone-700">{t.amount}</span>
          <span className="block text-xl font-bold text-stone-900 tabular-nums">
            {formatPrice(partial ? transfer.missing : transfer.amount)}
          </span>
        </p>
        <p className="rounded-lg bg-amber-50 p-3">
          <span className="block font-semibold text-stone-900">
            {fmt(t.reference, { reference: transfer.reference })}
          </span>
          {transfer.deadline ? (
            <span className="mt-1 block text-stone-700">
              {fmt(t.deadline, { time: formatDateTime(transfer.deadline) })}
            </span>
          ) : null}
        </p>
      </div>
      <p className="mt-2 text-xs text-stone-600">{t.deadlineNote}</p>
      <ul className="mt-4 space-y-3">
        {transfer.accounts.map((a) => (
          <Account key={a.iban} account={a} />
        ))}
      </ul>
    </section>
  )
}
