import { useState } from 'react'
import { QueryState } from '@/components/query-state'
import { tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { AdminPageHeading, NewRecordButton } from '@/components/admin/page-heading'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useCoupons, type AdminCoupon } from '@/features/admin-campaigns/api/sales'
import { CouponForm } from '@/features/admin-campaigns/components/coupon-form'
import { CouponsTable } from '@/features/admin-campaigns/components/coupons-table'
import { CampaignTabs } from './campaigns'

const t = tr.campaigns

/** /admin/kampanyalar/kuponlar: the coupons ('Kuponlar'), their terms and usage; new and 'Düzenle' open one form. */
export function AdminCouponsPage() {
  useDocumentTitle(t.tabCoupons)
  const coupons = useCoupons()
  // The form's coupon: null for a new one; undefined while closed.
  const [editing, setEditing] = useState<AdminCoupon | null | undefined>(undefined)
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeading
        title={t.title}
        subtitle={t.subtitle}
        action={<NewRecordButton onClick={() => setEditing(null)}>{t.newCoupon}</NewRecordButton>}
      />
      <CampaignTabs />
      <div className="mt-6">
        <QueryState query={coupons} isEmpty={(data) => data.length === 0} empty={<EmptyState title={t.couponsEmpty} />}>
          {(data) => <CouponsTable coupons={data} onEdit={setEditing} />}
        </QueryState>
      </div>
      {editing !== undefined ? (
        <CouponForm key={editing?.id ?? 'new'} coupon={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </section>
  )
}
