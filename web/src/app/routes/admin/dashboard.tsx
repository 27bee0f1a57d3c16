import { useEffect } from 'react'
import { QueryState } from '@/components/query-state'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useDashboard } from '@/features/admin-dashboard/api/get-dashboard'
import { StuckRefundsPanel } from '@/features/admin-orders/components/stuck-refunds-panel'
import {
  DashboardTotals,
  PendingNotice,
  QuickActions,
  RecentActivity,
} from '@/features/admin-dashboard/components/dashboard-sections'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminDashboard

/**
 * /admin: the admin dashboard. The earlier product only logged a load error;
 * we log it and also show a retry-able error in place of the figures.
 */
export function AdminDashboardPage() {
  useDocumentTitle(t.title)
  const dashboard = useDashboard()

  useEffect(() => {
    if (dashboard.isError) console.error('admin dashboard:', dashboard.error)
  }, [dashboard.isError, dashboard.error])

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div>
        <h1 className="font-serif text-2xl font-bold text-stone-900">{t.title}</h1>
        <p className="text-sm text-stone-600">{t.subtitle}</p>
      </div>
      <StuckRefundsPanel />
      <QueryState query={dashboard}>
        {(data) => (
          <>
            <DashboardTotals data={data} />
            <PendingNotice
              pendingBooks={data.pendingBooks}
              pendingImages={data.pendingImages}
              pendingReviews={data.pendingReviews}
              pendingRevisions={data.pendingRevisions}
            />
          </>
        )}
      </QueryState>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {dashboard.isSuccess ? <RecentActivity items={dashboard.data.activity} /> : null}
        </div>
        {/* The quick actions work without the figures. */}
        <QuickActions />
      </div>
    </div>
  )
}
