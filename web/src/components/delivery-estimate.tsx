import type { Schemas } from '@/lib/api-client'

type Estimate = Schemas['DeliveryEstimate']

/**
 * 'Tahmini teslim: 2 Aralık Çarşamba' with the cut-off sentence under it,
 * as the server computed them from the shop's delivery setting (working
 * days in Istanbul, holidays skipped). Nothing when the server gives none
 * (a book out of stock, a cart with nothing to ship).
 */
export function DeliveryEstimateNote({ estimate, className = '' }: { estimate?: Estimate | null; className?: string }) {
  if (!estimate) return null
  return (
    <div
      data-testid="delivery-estimate"
      className={`rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900 ${className}`}
    >
      <p className="font-semibold">
        <time dateTime={estimate.date}>{estimate.text}</time>
      </p>
      <p className="mt-0.5 text-xs text-green-800">{estimate.cutoff}</p>
    </div>
  )
}
