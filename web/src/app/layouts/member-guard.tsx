import { Navigate, Outlet, useLocation } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { useCurrentUser } from '@/features/auth/api/get-me'
import { loginUrl } from '@/hooks/use-login-redirect'
import { paths } from '@/lib/paths'

/**
 * Guards the member pages inside the public layout. Guests go to
 * /giris?redirect=<this page>; with `role="user"` (cart, favourites, orders)
 * authors and admins go to '/'. Without a role any signed-in user passes (/profil).
 */
export function MemberGuard({ role }: { role?: 'user' }) {
  const { user, isPending } = useCurrentUser()
  const location = useLocation()
  if (isPending) return <Spinner />
  if (!user) return <Navigate to={loginUrl(location.pathname + location.search)} replace />
  if (role && user.role !== role) return <Navigate to={paths.home()} replace />
  return <Outlet />
}
