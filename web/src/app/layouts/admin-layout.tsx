import { useEffect, useRef } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { tr } from '@/i18n'
import { FullPageSpinner } from '@/components/ui/spinner'
import { notify } from '@/lib/notify'
import { useCurrentUser } from '@/features/auth/api/get-me'
import { PanelShell, type PanelLink } from './panel-shell'
import { paths } from '@/lib/paths'
import { trPanels } from '@/i18n/panels'

const links: PanelLink[] = [
  { to: paths.admin(), label: tr.admin.dashboard, end: true },
  { to: paths.adminBooks(), label: tr.admin.books },
  { to: paths.adminAuthors(), label: tr.admin.authors },
  { to: paths.adminCategories(), label: tr.admin.categories },
  { to: paths.adminEvents(), label: tr.admin.events },
  { to: paths.adminOrders(), label: tr.admin.orders },
  { to: paths.adminReturns(), label: tr.admin.returns },
  { to: paths.adminInvoices(), label: tr.admin.invoices },
  { to: paths.adminBankRefunds(), label: trPanels.payments.refundsPage.nav },
  { to: paths.adminStatement(), label: trPanels.payments.statement.nav },
  { to: paths.adminMembers(), label: tr.admin.members },
  { to: paths.adminFeatured(), label: tr.admin.featured },
  { to: paths.adminCampaigns(), label: tr.campaigns.nav },
  { to: paths.adminContent(), label: tr.admin.content },
  { to: paths.adminSettings(), label: tr.admin.settings },
  { to: paths.adminMails(), label: tr.admin.mails },
  { to: paths.adminReviews(), label: tr.reviews.adminNav },
  { to: paths.adminPrivacy(), label: tr.adminPrivacy.nav },
  { to: paths.adminReports(), label: trPanels.adminReports.nav },
  { to: paths.adminRoyalties(), label: trPanels.royalties.adminNav },
  { to: paths.adminAccount(), label: tr.admin.account },
]

/** No session → /admin-giris; a signed-in non-admin → toast and '/'. */
export function AdminLayout() {
  const { user, isPending } = useCurrentUser()
  const navigate = useNavigate()
  const denied = !isPending && user != null && user.role !== 'admin'
  const toasted = useRef(false)

  useEffect(() => {
    if (!denied || toasted.current) return
    toasted.current = true
    notify.error(tr.errors.accessDenied)
    void navigate(paths.home(), { replace: true })
  }, [denied, navigate])

  if (isPending) return <FullPageSpinner />
  if (!user) return <Navigate to={paths.adminLogin()} replace />
  if (denied) return <FullPageSpinner />
  return <PanelShell title={tr.panel.adminTitle} links={links} user={user} />
}

export default AdminLayout
