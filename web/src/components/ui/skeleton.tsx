import { tr } from '@/i18n'

/** A grey pulsing block. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-stone-200 ${className}`} />
}

/** Placeholder cards while a grid loads. */
export function CardGridSkeleton({ count = 8, className = '' }: { count?: number; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">{tr.common.loading}</span>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
            <Skeleton className="aspect-[3/4] rounded-none" />
            <div className="space-y-3 p-4">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-6 w-1/4" />
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}

/**
 * Placeholder of a detail page: an image and a few lines, a screen high so
 * the footer waits below the fold and does not move when the record arrives
 * (a client-side visit; a first load of /kitap/:id comes with its data).
 */
export function DetailSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto grid min-h-screen max-w-7xl content-start gap-10 px-4 py-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <span className="sr-only">{tr.common.loading}</span>
      <Skeleton className="aspect-[3/4] w-full" />
      <div className="space-y-4">
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-8 w-1/5" />
        <Skeleton className="h-32 w-full" />
      </div>
    </div>
  )
}
