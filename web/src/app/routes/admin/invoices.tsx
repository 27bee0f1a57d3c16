import { fmt } from '@/i18n'
import { AdminListPage } from '@/components/admin/list-page'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useListParams } from '@/hooks/use-list-params'
import { useQueryErrorToast } from '@/hooks/use-query-error-toast'
import { useAdminInvoices } from '@/api/invoices'
import { InvoiceExport } from '@/features/admin-invoices/components/invoice-export'
import { InvoiceFilters, useInvoiceFilters } from '@/features/admin-invoices/components/invoice-filters'
import { InvoicesTable } from '@/features/admin-invoices/components/invoices-table'
import { trPanels } from '@/i18n/panels'

const t = trPanels.invoices

/**
 * /admin/faturalar?q=&sayfa=&durum=&tur=&baslangic=&bitis=: the sales
 * invoices and return slips, searched (number or order number), filtered
 * and paged on the server; each with its order, files and, when the
 * integrator rejected it, the reason and the resend. Under the list, the
 * accountant's monthly download.
 */
export function AdminInvoicesPage() {
  useDocumentTitle(t.title)
  const params = useListParams()
  const filters = useInvoiceFilters()
  const invoices = useAdminInvoices({
    status: filters.status,
    kind: filters.kind,
    from: filters.from,
    to: filters.to,
    q: params.q,
    page: params.page,
  })
  useQueryErrorToast(invoices.isError, t.loadError)

  return (
    <>
      <AdminListPage
        texts={t}
        params={params}
        query={invoices}
        filters={<InvoiceFilters {...filters} />}
        filtered={filters.status !== '' || filters.kind !== '' || filters.from !== '' || filters.to !== ''}
        summary={(total) => (
          <p role="status" className="mb-3 text-sm text-stone-600">
            {fmt(t.resultCount, { n: total })}
          </p>
        )}
      >
        {(items) => <InvoicesTable items={items} />}
      </AdminListPage>
      <div className="mx-auto max-w-7xl px-4 pb-8">
        <InvoiceExport />
      </div>
    </>
  )
}
