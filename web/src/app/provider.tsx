import { useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Toaster } from 'sonner'
import { createQueryClient } from '@/lib/query-client'

/**
 * Query client and the toaster: top-right, below the 64 px sticky header so a
 * toast never covers the cart icon or the user menu (hovering a toast pauses
 * it, so one over the icons would keep them hidden). Durations are set per
 * toast by notify.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="top-right" offset={{ top: 76, right: 16 }} mobileOffset={{ top: 72 }} richColors closeButton />
    </QueryClientProvider>
  )
}
