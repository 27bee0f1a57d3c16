import { useEffect, useRef, useState } from 'react'
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

/** The first file link of a document, in the table or the card on show. */
function invoiceRowFocus(id: string): HTMLElement | null {
  const links = document.querySelectorAll<HTMLElement>(`[data-invoice-id="${id}"] a[download]`)
  return Array.from(links).find((a) => a.getClientRects().length > 0) ?? links[0] ?? null
}

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

/** The row's actions: the files and, for a rejected invoice, the resend. */
function InvoiceActions({ invoice, onResend }: { invoice: InvoiceSummary; onResend: (inv: InvoiceSummary) => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <InvoiceFileLinks invoice={invoice} />
      {invoice.status === 'rejected' ? (
        <Button
          size="sm"
          className="whitespace-nowrap"
          onClick={() => onResend(invoice)}
          aria-label={fmt(t.resendLabel, { number: invoice.number })}
        >
          {t.resend}
        </Button>
      ) : null}
    </div>
  )
}

function OrderLink({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <Link to={paths.adminOrders({ q: invoice.orderNumber })} className="font-medium text-amber-700 hover:underline">
      {fmt(t.orderLink, { number: invoice.orderNumber })}
    </Link>
  )
}

function KindLine({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <span className="block text-xs text-stone-500">
      {t.kindLabels[invoice.kind]} · {t.profileLabels[invoice.profile]}
    </span>
  )
}

/** One document on a phone: every column of the row, whole, with the same actions. */
function InvoiceCard({ invoice: inv, onResend }: { invoice: InvoiceSummary; onResend: (inv: InvoiceSummary) => void }) {
  return (
    <li
      data-testid="invoice-card"
      data-invoice-id={inv.id}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <span className="block font-mono text-sm font-semibold text-stone-900">{inv.number}</span>
          <KindLine invoice={inv} />
        </span>
        <InvoiceStatusBadge status={inv.status} />
      </div>
      {inv.status === 'rejected' ? <RejectReason reason={inv.rejectReason} className="mt-2" /> : null}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-500">{t.colOrder}</dt>
        <dd>
          <OrderLink invoice={inv} />
        </dd>
        <dt className="text-stone-500">{t.colBuyer}</dt>
        <dd className="min-w-0 break-words text-stone-900">
          {inv.buyerName} <span className="font-mono text-xs text-stone-500">{inv.buyerTaxId}</span>
        </dd>
        <dt className="text-stone-500">{t.colAmount}</dt>
        <dd className="font-semibold text-stone-900 tabular-nums">{formatPrice(inv.total)}</dd>
        <dt className="text-stone-500">{t.colDate}</dt>
        <dd className="text-stone-700">
          <time dateTime={inv.issuedAt}>{formatDate(inv.issuedAt)}</time>
        </dd>
      </dl>
      <div className="mt-3">
        <InvoiceActions invoice={inv} onResend={onResend} />
      </div>
    </li>
  )
}

/**
 * /admin/faturalar's documents: a table from md up, each with its order,
 * buyer, amount, state, files and, when rejected, the reason and the
 * resend; on a phone a list of cards with the same content.
 */
export function InvoicesTable({ items }: { items: InvoiceSummary[] }) {
  const [resending, setResending] = useState<InvoiceSummary | null>(null)
  // A resent invoice is no longer rejected, so the dialog's opener ('Yeniden
  // gönder') goes: focus moves to the same document's files once the dialog
  // has given it back (this effect runs after the dialog's cleanup).
  const focusAfter = useRef<string | null>(null)
  useEffect(() => {
    if (resending || !focusAfter.current) return
    invoiceRowFocus(focusAfter.current)?.focus()
    focusAfter.current = null
  }, [resending])
  return (
    <>
      <ul aria-label={t.tableLabel} className="grid gap-3 md:hidden">
        {items.map((inv) => (
          <InvoiceCard key={inv.id} invoice={inv} onResend={setResending} />
        ))}
      </ul>
      <div className="hidden md:block">
        <AdminTable
          label={t.tableLabel}
          columns={[
            { label: t.colNumber },
            { label: t.colOrder },
            { label: t.colBuyer },
            { label: t.colAmount, align: 'right' },
            { label: t.colStatus },
            { label: t.colDate },
            { label: t.colFiles },
          ]}
        >
          {items.map((inv) => (
            <tr key={inv.id} data-testid="invoice-row" data-invoice-id={inv.id} className="align-top text-sm">
              <td className="px-3 py-3">
                <span className="block font-mono font-semibold">{inv.number}</span>
                <KindLine invoice={inv} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                <OrderLink invoice={inv} />
              </td>
              <td className="px-3 py-3">
                <span className="block">{inv.buyerName}</span>
                <span className="block font-mono text-xs text-stone-500">{inv.buyerTaxId}</span>
              </td>
              <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">{formatPrice(inv.total)}</td>
              <td className="px-3 py-3">
                <InvoiceStatusBadge status={inv.status} />
                {inv.status === 'rejected' ? (
                  <RejectReason reason={inv.rejectReason} className="mt-2 max-w-xs min-w-48" />
                ) : null}
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                <time dateTime={inv.issuedAt}>{formatDate(inv.issuedAt)}</time>
              </td>
              <td className="px-3 py-3">
                <InvoiceActions invoice={inv} onResend={setResending} />
              </td>
            </tr>
          ))}
        </AdminTable>
      </div>
      {resending ? (
        <ResendInvoiceDialog
          invoice={resending}
          onClose={() => setResending(null)}
          onResent={() => {
            focusAfter.current = resending.id
            setResending(null)
          }}
        />
      ) : null}
    </>
  )
}
