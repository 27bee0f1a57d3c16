import { useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { tr } from '@/i18n'
import { notify } from '@/lib/notify'
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
  if (!user) return <GuestToLogin to={loginUrl(location.pathname + location.search)} pathname={location.pathname} />
  if (role && user.role !== role) return <Navigate to={paths.home()} replace />
  return <Outlet />
}

/** Ordering pages (the cart and the payment step) say why a guest is sent to sign in. */
const orderingPaths = [paths.cart(), paths.checkout()]

function GuestToLogin({ to, pathname }: { to: string; pathname: string }) {
  const ordering = orderingPaths.includes(pathname)
  useEffect(() => {
    if (ordering) notify.error(tr.cart.orderLoginRequired)
  }, [ordering])
  return <Navigate to={to} replace />
}
