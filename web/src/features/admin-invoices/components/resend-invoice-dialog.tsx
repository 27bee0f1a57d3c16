import { fmt } from '@/i18n'
import { Button } from '@/components/ui/button'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useResendInvoice, type InvoiceSummary } from '@/api/invoices'
import { RejectReason } from '@/components/invoices/reject-reason'
import { trPanels } from '@/i18n/panels'

const t = trPanels.invoices

/**
 * Asks before a rejected invoice goes to the integrator again (same number,
 * new ETTN), with the reason it was rejected in view. A refusal stays in the
 * dialog in the server's words; success closes it with the new state.
 */
export function ResendInvoiceDialog({
  invoice,
  onClose,
  onResent,
}: {
  invoice: InvoiceSummary
  onClose: () => void
  /** After success, instead of onClose: the dialog's opener goes with the rejection. */
  onResent: () => void
}) {
  const resend = useResendInvoice()
  const confirm = () =>
    resend.mutate(invoice.id, {
      onSuccess: (detail) => {
        notify.success(fmt(t.resent, { status: t.statusLabels[detail.status] }))
        onResent()
      },
    })
  return (
    <ModalDialog
      role="alertdialog"
      title={t.resendTitle}
      description={fmt(t.resendText, { number: invoice.number })}
      closeLabel={null}
      onClose={onClose}
      busy={resend.isPending}
      size="sm"
      initialFocus="[data-cancel]"
    >
      <RejectReason reason={invoice.rejectReason} />
      {resend.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {serverMessageOr(resend.error, t.resendError)}
        </p>
      ) : null}
      <div className="mt-4 flex justify-end gap-3">
        <Button type="button" data-cancel="" variant="secondary" onClick={onClose} disabled={resend.isPending}>
          {t.resendCancel}
        </Button>
        <Button type="button" onClick={confirm} loading={resend.isPending}>
          {resend.isPending ? t.resendBusy : t.resendConfirm}
        </Button>
      </div>
    </ModalDialog>
  )
}
