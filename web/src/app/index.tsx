import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { AppProvider } from './provider'
import type { AppRouter } from './router'

/** The app, with the router and query client main.tsx prepared (seeded, first route loaded). */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
