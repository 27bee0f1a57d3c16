import { fmt } from '@/i18n'
import { QueryState } from '@/components/query-state'
import { buttonClass } from '@/components/ui/button'
import { formatDate, formatPrice } from '@/lib/format'
import { invoiceReady, myInvoicePdfUrl, useMyOrderInvoices, type MyInvoice } from '@/api/invoices'
import type { Order } from '../api/types'
import { trPanels } from '@/i18n/panels'

const t = trPanels.invoices

/** The states after payment: the sales invoice is issued when the order is confirmed. */
const invoiced: ReadonlySet<Order['status']> = new Set(['confirmed', 'shipped', 'delivered'])

/** A final document with its PDF (the list shows only those: one still at the integrator has no PDF to give). */
function InvoiceItem({ orderId, invoice }: { orderId: string; invoice: MyInvoice }) {
  const kind = t.kindLabels[invoice.kind]
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="my-invoice">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-stone-900">{kind}</p>
        <p className="font-mono text-stone-700">{invoice.number}</p>
        <p className="text-stone-600">
          <time dateTime={invoice.issuedAt}>{formatDate(invoice.issuedAt)}</time> · {formatPrice(invoice.total)}
        </p>
      </div>
      <a
        href={myInvoicePdfUrl(orderId, invoice.id)}
        download
        aria-label={fmt(t.memberPdfLabel, { kind, number: invoice.number })}
        className={buttonClass({ variant: 'outline', size: 'sm' })}
      >
        {t.memberPdf}
      </a>
    </li>
  )
}

/**
 * The order page's 'Faturalar': the accepted sales invoice and the return
 * slips, each with its PDF; while the order is paid but its invoice is not
 * accepted yet, that it is being prepared. Nothing before payment.
 */
export function OrderInvoices({ order, className }: { order: Order; className?: string }) {
  const show = invoiced.has(order.status)
  const docs = useMyOrderInvoices(order.id, show)
  if (!show) return null
  return (
    <section aria-labelledby="order-invoices" className={className} data-testid="order-invoices">
      <h2 id="order-invoices" className="font-serif text-xl font-bold text-stone-900">
        {t.memberSection}
      </h2>
      <QueryState query={docs} errorMessage={t.memberLoadError} errorClassName="mt-3">
        {(list) => {
          const ready = list.filter(invoiceReady)
          const saleReady = ready.some((d) => d.kind === 'sale')
          return (
            <>
              {saleReady ? null : (
                <p role="status" className="mt-3 text-sm text-stone-600">
                  {t.memberPreparing}
                </p>
              )}
              {ready.length > 0 ? (
                <ul className="mt-2 divide-y divide-stone-100">
                  {ready.map((d) => (
                    <InvoiceItem key={d.id} orderId={order.id} invoice={d} />
                  ))}
                </ul>
              ) : null}
            </>
          )
        }}
      </QueryState>
    </section>
  )
}
