import { lazy, Suspense, useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createQueryClient } from '@/lib/query-client'
import { loadedSonner, loadSonner } from '@/lib/notify'

/** Loaded after the first render, not with the first screen's script (see notify). */
const LazyToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })))

/** The toaster: at once when the library is already loaded, else once it has. */
function Toasts() {
  const props = {
    offset: { top: 76, right: 16 },
    mobileOffset: { top: 72 },
    richColors: true,
    closeButton: true,
  } as const
  const Loaded = loadedSonner()?.Toaster
  if (Loaded) return <Loaded position="top-right" {...props} />
  return (
    <Suspense fallback={null}>
      <LazyToaster position="top-right" {...props} />
    </Suspense>
  )
}

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
      <Toasts />
    </QueryClientProvider>
  )
}
