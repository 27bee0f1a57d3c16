import { useId } from 'react'
import { fmt } from '@/i18n'
import { QueryState } from '@/components/query-state'
import { Button, buttonClass } from '@/components/ui/button'
import { InvoiceStatusBadge } from '@/components/invoices/invoice-status-badge'
import { RejectReason } from '@/components/invoices/reject-reason'
import { formatDate, formatPrice } from '@/lib/format'
import {
  invoicePdfUrl,
  invoiceXmlUrl,
  orderInfoSlipUrl,
  useAdminOrderInvoices,
  type InvoiceSummary,
} from '@/api/invoices'
import { trPanels } from '@/i18n/panels'

const t = trPanels.invoices

/** The sales invoice the parcel's information slip prints: numbered, and neither rejected nor cancelled. */
function slipReady(docs: InvoiceSummary[]): boolean {
  return docs.some((d) => d.kind === 'sale' && d.status !== 'rejected' && d.status !== 'cancelled')
}

/**
 * The order detail's 'Belgeler': every document of the order (the sale
 * first, then return slips) with its state, number, files and the
 * integrator's reason when rejected; and the 'e-Arşiv Fatura Bilgi
 * Belgesi' to print for the parcel, offered once the sales invoice exists.
 */
export function OrderDocuments({ orderId }: { orderId: string }) {
  const docs = useAdminOrderInvoices(orderId)
  const noteId = useId()
  return (
    <section aria-labelledby="admin-order-documents" data-testid="admin-order-documents">
      <h3 id="admin-order-documents" className="font-serif text-lg font-bold text-stone-900">
        {t.orderSection}
      </h3>
      <QueryState query={docs} errorMessage={t.orderLoadError} errorClassName="mt-2">
        {(list) => (
          <>
            {list.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">{t.orderNone}</p>
            ) : (
              <ul className="mt-2 space-y-3">
                {list.map((d) => (
                  <li
                    key={d.id}
                    className="rounded-lg border border-stone-200 p-3 text-sm"
                    data-testid="admin-order-document"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span>
                        <span className="block font-mono font-semibold">{d.number}</span>
                        <span className="block text-xs text-stone-500">
                          {t.kindLabels[d.kind]} · {t.profileLabels[d.profile]} ·{' '}
                          <time dateTime={d.issuedAt}>{formatDate(d.issuedAt)}</time> · {formatPrice(d.total)}
                        </span>
                      </span>
                      <InvoiceStatusBadge status={d.status} />
                    </div>
                    {d.status === 'rejected' ? <RejectReason reason={d.rejectReason} className="mt-2" /> : null}
                    <div className="mt-2 flex flex-wrap gap-2">
                      <a
                        href={invoicePdfUrl(d.id)}
                        download
                        aria-label={fmt(t.pdfLabel, { number: d.number })}
                        className={buttonClass({ variant: 'outline', size: 'sm' })}
                      >
                        {t.pdf}
                      </a>
                      <a
                        href={invoiceXmlUrl(d.id)}
                        download
                        aria-label={fmt(t.xmlLabel, { number: d.number })}
                        className={buttonClass({ variant: 'outline', size: 'sm' })}
                      >
                        {t.xml}
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {slipReady(list) ? (
                <a
                  href={orderInfoSlipUrl(orderId)}
                  target="_blank"
                  rel="noopener"
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                >
                  {t.infoSlip}
                </a>
              ) : (
                <>
                  <Button size="sm" variant="secondary" disabled aria-describedby={noteId}>
                    {t.infoSlip}
                  </Button>
                  <p id={noteId} className="text-xs text-stone-600">
                    {t.infoSlipWaiting}
                  </p>
                </>
              )}
            </div>
          </>
        )}
      </QueryState>
    </section>
  )
}
