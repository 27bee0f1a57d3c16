import { useRef } from 'react'
import { fmt } from '@/i18n'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { serverMessageOr } from '@/lib/errors'
import { formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useOrderAction } from '../api/order-actions'
import type { AdminOrder } from '../api/types'
import { orderRowFocus } from './orders-table'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminOrders

/**
 * Confirms a cancellation: a paid order is refunded to the card and the
 * stock of its books returns (the server does both). Focus starts on
 * 'Vazgeç', the safe choice.
 */
export function CancelOrderDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const action = useOrderAction()
  const keepRef = useRef<HTMLButtonElement>(null)
  const { submit, isRunning } = useGuardedSubmit(async () => {
    try {
      await action.mutateAsync({ kind: 'cancel', id: order.id })
      notify.success(m.updated)
      onClose()
    } catch (err) {
      notify.error(serverMessageOr(err, m.updateError))
    }
  })

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
          <Button
            variant="danger"
            onClick={() => void submit()}
            disabled={isRunning}
            aria-busy={isRunning || undefined}
          >
            {isRunning ? m.cancelBusy : m.cancelSubmit}
          </Button>
        </>
      }
    />
  )
}
