import { useState, type FormEvent } from 'react'
import { fmt } from '@/i18n'
import { Button } from '@/components/ui/button'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useRequestReturn, type OrderReturns, type ReturnForm } from '../api/returns'
import type { Order } from '../api/types'
import { returnErrorMessage } from './return-error'
import { trPanels } from '@/i18n/panels'

const t = trPanels.returns
const reasons = ['changed_mind', 'damaged', 'wrong_item', 'other'] as const
const fieldClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-amber-500 focus:ring-2 focus:ring-amber-200 focus:outline-none'

/** Copies of each line still free to return: bought minus those in requests not rejected (the server checks again). */
function freeCopies(order: Order, returns: OrderReturns): Record<string, number> {
  const held: Record<string, number> = {}
  for (const r of returns.requests) {
    if (r.state === 'rejected') continue
    for (const l of r.lines) held[l.itemId] = (held[l.itemId] ?? 0) + l.quantity
  }
  return Object.fromEntries(order.items.map((it) => [it.id, Math.max(0, it.quantity - (held[it.id] ?? 0))]))
}

/** 'İade / Cayma Talebi': books and copies, an optional reason and note. */
export function ReturnRequestDialog({
  order,
  returns,
  onClose,
}: {
  order: Order
  returns: OrderReturns
  onClose: () => void
}) {
  const free = freeCopies(order, returns)
  const [qty, setQty] = useState<Record<string, number>>({})
  const [reason, setReason] = useState<ReturnForm['reason']>('')
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const send = useRequestReturn(order.id)
  const lines = order.items.map((it) => ({ itemId: it.id, quantity: qty[it.id] ?? 0 })).filter((l) => l.quantity > 0)
  const { submit, isRunning } = useGuardedSubmit(async () => {
    try {
      await send.mutateAsync({ lines, reason, note })
      notify.success(t.sent)
      onClose()
    } catch (err) {
      setError(returnErrorMessage(err, t.sendError))
    }
  })
  // Nothing chosen is said at once and is not a submission: the guard's
  // throttle would otherwise hold back the real one that follows.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (lines.length === 0) {
      setError(t.noLines)
      return
    }
    setError('')
    void submit()
  }

  return (
    <ModalDialog
      title={t.formTitle}
      description={t.formIntro}
      onClose={onClose}
      closeLabel={t.close}
      busy={isRunning}
      onSubmit={onSubmit}
      size="lg"
      footer={
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isRunning}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={isRunning}>
            {isRunning ? t.submitBusy : t.submit}
          </Button>
        </div>
      }
    >
      <ul className="divide-y divide-stone-100">
        {order.items.map((it) => (
          <li key={it.id} className="flex items-center justify-between gap-3 py-2">
            <label htmlFor={`return-${it.id}`} className="min-w-0 text-sm text-stone-800">
              <span className="font-medium">{it.title}</span>{' '}
              <span className="text-stone-500">({fmt(t.available, { n: free[it.id] ?? 0 })})</span>
            </label>
            <select
              id={`return-${it.id}`}
              aria-label={fmt(t.quantityOf, { title: it.title })}
              value={qty[it.id] ?? 0}
              disabled={(free[it.id] ?? 0) === 0}
              onChange={(e) => setQty({ ...qty, [it.id]: Number(e.target.value) })}
              className={`${fieldClass} w-20 shrink-0`}
            >
              {Array.from({ length: (free[it.id] ?? 0) + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <label htmlFor="return-reason" className="mb-1 block text-sm font-medium text-stone-800">
          {t.reason}
        </label>
        <select
          id="return-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value as ReturnForm['reason'])}
          className={fieldClass}
        >
          <option value="">{t.reasonNone}</option>
          {reasons.map((r) => (
            <option key={r} value={r}>
              {t.reasons[r]}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-4">
        <label htmlFor="return-note" className="mb-1 block text-sm font-medium text-stone-800">
          {t.note}
        </label>
        <textarea
          id="return-note"
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className={fieldClass}
        />
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </ModalDialog>
  )
}
