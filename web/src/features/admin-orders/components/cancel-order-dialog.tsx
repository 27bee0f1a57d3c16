import { useRef, useState } from 'react'
import { fmt } from '@/i18n'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { TextField } from '@/components/ui/form-field'
import { describeError, serverMessageOr } from '@/lib/errors'
import { formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useOrderAction } from '../api/order-actions'
import type { AdminOrder } from '../api/types'
import { orderRowFocus } from './orders-table'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminOrders

/** The longest reason the server takes (one line of the buyer's mail). */
const MAX_CANCEL_REASON = 300

/**
 * Confirms a cancellation: a paid order is refunded to the card and the
 * stock of its books returns (the server does both). The reason goes into
 * the buyer's mail; a paid order needs one (the server checks it too).
 * Focus starts on 'Vazgeç', the safe choice.
 */
export function CancelOrderDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const action = useOrderAction()
  const keepRef = useRef<HTMLButtonElement>(null)
  const reasonRef = useRef<HTMLInputElement>(null)
  const paid = order.paymentState !== 'unpaid'
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const { submit, isRunning } = useGuardedSubmit(async () => {
    try {
      await action.mutateAsync({ kind: 'cancel', id: order.id, reason })
      notify.success(m.updated)
      onClose()
    } catch (err) {
      const d = describeError(err)
      if (d.fieldErrors.reason) {
        setError(d.fieldErrors.reason)
        reasonRef.current?.focus()
      } else notify.error(serverMessageOr(err, m.updateError))
    }
  })

  // A missing reason is said at once and is not a submission: the guard's
  // one-second throttle would otherwise swallow the real click that follows.
  const confirm = () => {
    if (paid && reason.trim() === '') {
      setError(m.cancelReasonRequired)
      reasonRef.current?.focus()
      return
    }
    void submit()
  }

  return (
    <ModalDialog
      role="alertdialog"
      title={m.cancelTitle}
      description={
        <>
          <p>
            {fmt(m.cancelText, {
              number: order.number,
              customer: order.customerName,
              amount: formatPrice(order.total),
            })}
          </p>
          <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
            {m.cancelRefund}
          </p>
        </>
      }
      onClose={onClose}
      closeLabel={m.close}
      busy={isRunning}
      returnFocus={() => orderRowFocus(order.id)}
      size="sm"
      initialFocus={keepRef}
      footer={
        <>
          <Button ref={keepRef} onClick={onClose} disabled={isRunning} variant="secondary">
            {m.cancelKeep}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={isRunning} aria-busy={isRunning || undefined}>
            {isRunning ? m.cancelBusy : m.cancelSubmit}
          </Button>
        </>
      }
    >
      <TextField
        ref={reasonRef}
        id="cancel-order-reason"
        label={paid ? m.cancelReason : m.cancelReasonOptional}
        hint={m.cancelReasonHint}
        error={error || undefined}
        required={paid}
        maxLength={MAX_CANCEL_REASON}
        autoComplete="off"
        value={reason}
        disabled={isRunning}
        onChange={(e) => {
          setReason(e.target.value)
          if (error) setError('')
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            confirm()
          }
        }}
      />
    </ModalDialog>
  )
}
