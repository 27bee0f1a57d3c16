import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { createQueryClient } from '@/lib/query-client'
import { AppProvider } from './provider'
import { routes } from './router'

/**
 * Test helper: renders the app's routes (or the given ones) at `path` inside
 * the app's providers. It lives in src/app, not src/test, because it mounts
 * the app layer, which shared code must not import; tests of features that
 * need the whole app belong under src/app too.
 */
export function renderRoutes(path: string, routeList: RouteObject[] = routes) {
  const router = createMemoryRouter(routeList, { initialEntries: [path] })
  const utils = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { router, ...utils }
}
