import { trPanels } from '@/i18n/panels'

const t = trPanels.invoices

/** The integrator's reason for a rejection, set apart so it is read before anything is resent. Nothing when there is none. */
export function RejectReason({ reason, className = '' }: { reason: string; className?: string }) {
  if (!reason) return null
  return (
    <p
      className={`rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}
      data-testid="invoice-reject-reason"
    >
      <span className="font-semibold">{t.rejectReason}:</span> <span className="break-words">{reason}</span>
    </p>
  )
}
