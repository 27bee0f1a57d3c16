import { fmt } from '@/i18n'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useOrderAction } from '../api/order-actions'
import type { AdminOrder } from '../api/types'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminOrders

/**
 * Asks before marking a shipped order delivered: the move cannot be undone
 * and starts the customer's 14-day withdrawal period. Focus starts on
 * 'Vazgeç', the safe choice.
 */
export function DeliverOrderDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const action = useOrderAction()
  const { submit, isRunning } = useGuardedSubmit(async () => {
    try {
      await action.mutateAsync({ kind: 'deliver', id: order.id })
      notify.success(m.updated)
      onClose()
    } catch (err) {
      notify.error(serverMessageOr(err, m.updateError))
    }
  })
  return (
    <ConfirmDialog
      role="alertdialog"
      title={m.deliverTitle}
      message={fmt(m.deliverText, { number: order.number, customer: order.customerName })}
      confirmLabel={m.deliverSubmit}
      busyLabel={m.deliverBusy}
      cancelLabel={m.dialogCancel}
      closeLabel={m.close}
      busy={isRunning}
      onConfirm={() => void submit()}
      onCancel={onClose}
    />
  )
}
