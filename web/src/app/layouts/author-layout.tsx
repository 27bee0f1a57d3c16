import { Navigate } from 'react-router'
import { tr } from '@/i18n'
import { FullPageSpinner } from '@/components/ui/spinner'
import { useCurrentUser } from '@/features/auth/api/get-me'
import { PanelShell, type PanelLink } from './panel-shell'

const links: PanelLink[] = [
  { to: '/yazar', label: tr.author.dashboard, end: true },
  { to: '/yazar/kitaplar', label: tr.author.books },
  { to: '/yazar/etkinlikler', label: tr.author.events },
  { to: '/yazar/profil', label: tr.author.profile },
]

/** Anyone who is not role author is sent to '/'. */
export function AuthorLayout() {
  const { user, isPending } = useCurrentUser()
  if (isPending) return <FullPageSpinner />
  if (!user || user.role !== 'author') return <Navigate to="/" replace />
  return <PanelShell title={tr.panel.authorTitle} links={links} user={user} />
}

export default AuthorLayout
