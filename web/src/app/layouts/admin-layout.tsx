import { useEffect, useRef } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { tr } from '@/i18n'
import { FullPageSpinner } from '@/components/ui/spinner'
import { notify } from '@/lib/notify'
import { useCurrentUser } from '@/features/auth/api/get-me'
import { PanelShell, type PanelLink } from './panel-shell'

const links: PanelLink[] = [
  { to: '/admin', label: tr.admin.dashboard, end: true },
  { to: '/admin/kitaplar', label: tr.admin.books },
  { to: '/admin/yazarlar', label: tr.admin.authors },
  { to: '/admin/kategoriler', label: tr.admin.categories },
  { to: '/admin/etkinlikler', label: tr.admin.events },
  { to: '/admin/siparisler', label: tr.admin.orders },
  { to: '/admin/uyeler', label: tr.admin.members },
  { to: '/admin/one-cikanlar', label: tr.admin.featured },
  { to: '/admin/icerik', label: tr.admin.content },
  { to: '/admin/ayarlar', label: tr.admin.settings },
  { to: '/admin/e-postalar', label: tr.admin.mails },
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
    navigate('/', { replace: true })
  }, [denied, navigate])

  if (isPending) return <FullPageSpinner />
  if (!user) return <Navigate to="/admin-giris" replace />
  if (denied) return <FullPageSpinner />
  return <PanelShell title={tr.panel.adminTitle} links={links} user={user} />
}

export default AdminLayout
