import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'

/** The login URL that brings the user back to `path` (path + search) afterwards. */
export function loginUrl(path: string): string {
  return paths.login({ redirect: path })
}

/**
 * For guests pressing a member action (cart, favourites, stock alerts,
 * ordering): an error toast,
 * then /giris?redirect=<current path and search>.
 */
export function useLoginRedirect() {
  const navigate = useNavigate()
  const location = useLocation()
  return useCallback(
    (message: string) => {
      notify.error(message)
      void navigate(loginUrl(location.pathname + location.search))
    },
    [navigate, location.pathname, location.search],
  )
}
