import { useState } from 'react'
import { QueryState } from '@/components/query-state'
import { NavLink } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { AdminPageHeading, NewRecordButton } from '@/components/admin/page-heading'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { paths } from '@/lib/paths'
import { useDeleteSale, useEndSale, useSales, type AdminSale } from '@/features/admin-campaigns/api/sales'
import { SaleForm } from '@/features/admin-campaigns/components/sale-form'
import { SalesTable } from '@/features/admin-campaigns/components/sales-table'

const t = tr.campaigns

/** The tabs of /admin/kampanyalar. */
export function CampaignTabs() {
  const tab = ({ isActive }: { isActive: boolean }) =>
    `rounded-t-md border-b-2 px-4 py-2 text-sm font-medium ${
      isActive ? 'border-amber-700 text-amber-800' : 'border-transparent text-stone-600 hover:text-stone-900'
    }`
  return (
    <nav aria-label={t.tabsLabel} className="mt-6 flex gap-2 border-b border-stone-200">
      <NavLink to={paths.adminCampaigns()} end className={tab}>
        {t.tabSales}
      </NavLink>
      <NavLink to={paths.adminCoupons()} className={tab}>
        {t.tabCoupons}
      </NavLink>
    </nav>
  )
}

/** /admin/kampanyalar: the sales ('İndirimler'), with the rule for overlapping sales stated. */
export function AdminCampaignsPage() {
  useDocumentTitle(t.title)
  const sales = useSales()
  const [editing, setEditing] = useState<AdminSale | 'new' | null>(null)
  const deletion = useConfirmedDelete<AdminSale>(useDeleteSale(), t)
  const ending = useConfirmedDelete<AdminSale>(useEndSale(), { deleted: t.ended, deleteError: t.endError })

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeading
        title={t.title}
        subtitle={t.subtitle}
        action={<NewRecordButton onClick={() => setEditing('new')}>{t.newSale}</NewRecordButton>}
      />
      <CampaignTabs />
      <p className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {t.overlapHint}
      </p>
      <div className="mt-6">
        <QueryState query={sales} isEmpty={(data) => data.length === 0} empty={<EmptyState title={t.empty} />}>
          {(data) => <SalesTable sales={data} onEdit={setEditing} onDelete={deletion.ask} onEnd={ending.ask} />}
        </QueryState>
      </div>
      {editing ? <SaleForm sale={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {deletion.target ? (
        <ConfirmDialog
          title={t.deleteTitle}
          message={fmt(t.deleteMessage, { name: deletion.target.name })}
          confirmLabel={t.delete}
          cancelLabel={t.cancel}
          closeLabel={null}
          busy={deletion.busy}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      ) : null}
      {ending.target ? (
        <ConfirmDialog
          title={t.endTitle}
          message={fmt(t.endMessage, { name: ending.target.name })}
          confirmLabel={t.end}
          cancelLabel={t.cancel}
          closeLabel={null}
          busy={ending.busy}
          onConfirm={ending.confirm}
          onCancel={ending.cancel}
        />
      ) : null}
    </section>
  )
}
