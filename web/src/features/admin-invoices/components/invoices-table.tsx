import { useState } from 'react'
import { Link } from 'react-router'
import { fmt } from '@/i18n'
import { AdminTable } from '@/components/admin/admin-table'
import { Button, buttonClass } from '@/components/ui/button'
import { formatDate, formatPrice } from '@/lib/format'
import { paths } from '@/lib/paths'
import { invoicePdfUrl, invoiceXmlUrl, type InvoiceSummary } from '@/api/invoices'
import { InvoiceStatusBadge } from '@/components/invoices/invoice-status-badge'
import { RejectReason } from '@/components/invoices/reject-reason'
import { ResendInvoiceDialog } from './resend-invoice-dialog'
import { trPanels } from '@/i18n/panels'

const t = trPanels.invoices

/** XML and PDF as plain download links (the browser saves the attachment; the session cookie goes with it). */
export function InvoiceFileLinks({ invoice }: { invoice: InvoiceSummary }) {
  const link = buttonClass({ variant: 'outline', size: 'sm' })
  return (
    <>
      <a
        href={invoicePdfUrl(invoice.id)}
        download
        aria-label={fmt(t.pdfLabel, { number: invoice.number })}
        className={link}
      >
        {t.pdf}
      </a>
      <a
        href={invoiceXmlUrl(invoice.id)}
        download
        aria-label={fmt(t.xmlLabel, { number: invoice.number })}
        className={link}
      >
        {t.xml}
      </a>
    </>
  )
}

/** /admin/faturalar's table: each document with its order, buyer, amount, state, files and, when rejected, the resend. */
export function InvoicesTable({ items }: { items: InvoiceSummary[] }) {
  const [resending, setResending] = useState<InvoiceSummary | null>(null)
  return (
    <>
      <AdminTable
        label={t.tableLabel}
        columns={[
          { label: t.colNumber },
          { label: t.colOrder },
          { label: t.colBuyer, fromMd: true },
          { label: t.colAmount, align: 'right' },
          { label: t.colStatus },
          { label: t.colDate, fromMd: true },
          { label: t.colFiles },
        ]}
      >
        {items.map((inv) => (
          <tr key={inv.id} data-testid="invoice-row" className="align-top text-sm">
            <td className="px-3 py-3">
              <span className="block font-mono font-semibold">{inv.number}</span>
              <span className="block text-xs text-stone-500">
                {t.kindLabels[inv.kind]} · {t.profileLabels[inv.profile]}
              </span>
            </td>
            <td className="px-3 py-3 whitespace-nowrap">
              <Link
                to={paths.adminOrders({ q: inv.orderNumber })}
                className="font-medium text-amber-700 hover:underline"
              >
                {fmt(t.orderLink, { number: inv.orderNumber })}
              </Link>
            </td>
            <td className="hidden px-3 py-3 md:table-cell">
              <span className="block">{inv.buyerName}</span>
              <span className="block font-mono text-xs text-stone-500">{inv.buyerTaxId}</span>
            </td>
            <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">{formatPrice(inv.total)}</td>
            <td className="px-3 py-3">
              <InvoiceStatusBadge status={inv.status} />
              {inv.status === 'rejected' ? <RejectReason reason={inv.rejectReason} className="mt-2 max-w-xs" /> : null}
            </td>
            <td className="hidden px-3 py-3 whitespace-nowrap md:table-cell">
              <time dateTime={inv.issuedAt}>{formatDate(inv.issuedAt)}</time>
            </td>
            <td className="px-3 py-3">
              <div className="flex flex-wrap gap-2">
                <InvoiceFileLinks invoice={inv} />
                {inv.status === 'rejected' ? (
                  <Button
                    size="sm"
                    onClick={() => setResending(inv)}
                    aria-label={fmt(t.resendLabel, { number: inv.number })}
                  >
                    {t.resend}
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      {resending ? <ResendInvoiceDialog invoice={resending} onClose={() => setResending(null)} /> : null}
    </>
  )
}
