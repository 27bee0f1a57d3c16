import type { InvoiceStatus } from '@/api/invoices'
import { trPanels } from '@/i18n/panels'

const t = trPanels.invoices

const tone: Record<InvoiceStatus, string> = {
  queued: 'bg-stone-100 text-stone-700',
  sending: 'bg-amber-100 text-amber-800',
  sent: 'bg-blue-100 text-blue-800',
  accepted: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-700',
  cancelled: 'bg-stone-200 text-stone-700',
  issued: 'bg-green-100 text-green-800',
}

/** The document's state with its Turkish label (Sırada, Gönderiliyor, Entegratörde, Kesildi, Reddedildi, ...). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone[status]}`}
    >
      {t.statusLabels[status]}
    </span>
  )
}
