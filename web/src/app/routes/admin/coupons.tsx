import { useState } from 'react'
import { tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { QueryError } from '@/components/query-error'
import { AdminPageHeading, NewRecordButton } from '@/components/admin/page-heading'
import { Spinner } from '@/components/ui/spinner'
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
        {coupons.isPending ? (
          <Spinner />
        ) : coupons.isError ? (
          <QueryError error={coupons.error} onRetry={() => void coupons.refetch()} />
        ) : coupons.data.length === 0 ? (
          <EmptyState title={t.couponsEmpty} />
        ) : (
          <CouponsTable coupons={coupons.data} onEdit={setEditing} />
        )}
      </div>
      {editing !== undefined ? (
        <CouponForm key={editing?.id ?? 'new'} coupon={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </section>
  )
}
