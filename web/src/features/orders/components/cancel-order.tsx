import { useState } from 'react'
import { fmt } from '@/i18n'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useCancelMyOrder } from '../api/returns'
import type { Order } from '../api/types'
import { returnErrorMessage } from './return-error'
import { trPanels } from '@/i18n/panels'

const t = trPanels.returns

/** 'Siparişi İptal Et' with its confirm dialog: for orders not yet shipped (the server decides and refunds a paid one). */
export function CancelOrder({ order }: { order: Order }) {
  const [open, setOpen] = useState(false)
  const cancel = useCancelMyOrder(order.id)
  const { submit, isRunning } = useGuardedSubmit(async () => {
    try {
      await cancel.mutateAsync()
      notify.success(t.cancelled)
      setOpen(false)
    } catch (err) {
      notify.error(returnErrorMessage(err, t.cancelError))
    }
  })
  if (order.refundPending) {
    // The refund's outcome is not known yet: no second cancel, and the shopper is told why.
    return (
      <p
        role="status"
        title={t.refundPendingText}
        className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
        data-testid="refund-pending"
      >
        {t.refundPending}
      </p>
    )
  }
  if (order.status !== 'pending' && order.status !== 'confirmed') return null
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t.cancelButton}
      </Button>
      {open ? (
        <ConfirmDialog
          role="alertdialog"
          title={t.cancelTitle}
          message={
            <>
              <p>{fmt(t.cancelText, { number: order.number })}</p>
              {order.status === 'confirmed' ? (
                <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
                  {fmt(t.cancelPaid, { amount: formatPrice(order.total) })}
                </p>
              ) : null}
            </>
          }
          confirmLabel={t.cancelConfirm}
          busyLabel={t.cancelBusy}
          cancelLabel={t.cancelKeep}
          closeLabel={t.close}
          busy={isRunning}
          onConfirm={() => void submit()}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}
