import { Navigate } from 'react-router'
import { tr } from '@/i18n'
import { FullPageSpinner } from '@/components/ui/spinner'
import { useCurrentUser } from '@/features/auth/api/get-me'
import { PanelShell, type PanelLink } from './panel-shell'
import { paths } from '@/lib/paths'
import { trPanels } from '@/i18n/panels'

const links: PanelLink[] = [
  { to: paths.authorPanel(), label: tr.author.dashboard, end: true },
  { to: paths.authorBooks(), label: tr.author.books },
  { to: paths.authorEvents(), label: tr.author.events },
  { to: paths.authorProfile(), label: tr.author.profile },
  { to: paths.authorReviews(), label: tr.reviews.authorNav },
  { to: paths.authorSales(), label: trPanels.royalties.salesNav },
]

/** Anyone who is not role author is sent to '/'. */
export function AuthorLayout() {
  const { user, isPending } = useCurrentUser()
  if (isPending) return <FullPageSpinner />
  if (!user || user.role !== 'author') return <Navigate to={paths.home()} replace />
  return <PanelShell title={tr.panel.authorTitle} links={links} user={user} />
}

export default AuthorLayout
