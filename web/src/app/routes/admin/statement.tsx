import { trPanels } from '@/i18n/panels'
import { AdminPageHeading } from '@/components/admin/page-heading'
import { StatementImport } from '@/features/payments/components/statement-import'
import { useDocumentTitle } from '@/hooks/use-document-title'

const t = trPanels.payments.statement

/** /admin/hesap-hareketleri: the bank statement's lines with proposed matches, each recorded in one click. */
export function AdminStatementPage() {
  useDocumentTitle(t.title)
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeading title={t.title} subtitle={t.subtitle} />
      <StatementImport />
    </section>
  )
}
