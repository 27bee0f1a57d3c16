import { tr } from '@/i18n'

export function Spinner({ label = tr.common.loading }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center py-16">
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-amber-200 border-t-amber-600"
      />
      <span className="sr-only">{label}</span>
    </div>
  )
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner />
    </div>
  )
}

/** A small spinner inside a button or a line of text; the surrounding element says what is loading. */
export function InlineSpinner() {
  return (
    <span
      aria-hidden="true"
      data-testid="inline-spinner"
      className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent align-[-2px]"
    />
  )
}
