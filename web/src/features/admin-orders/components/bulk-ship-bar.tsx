import { fmt } from '@/i18n'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'
import type { CarrierOption } from '../api/shipments'
import { preparable, type OrderSelection } from './use-order-selection'

const ms = trPanels.adminShipments

/**
 * The bar above the orders while some are selected: how many, how many of
 * them 'Kargoya hazırla' takes (the confirmed ones), the action and
 * 'Seçimi temizle'. The count is a live region, so a screen reader hears
 * each tick.
 */
export function BulkShipBar({
  selection,
  carrier,
  busy,
  onPrepare,
}: {
  selection: OrderSelection
  carrier: CarrierOption
  busy: boolean
  onPrepare: (orderIds: string[]) => void
}) {
  const n = selection.selected.length
  const ready = preparable(selection.selected)
  return (
    <div
      data-testid="bulk-ship-bar"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3"
    >
      <p role="status" className="text-sm font-medium text-indigo-900">
        {n === 0
          ? fmt(ms.selectHint, { carrier: carrier.name })
          : ready.length === n
            ? fmt(ms.selectedCount, { n })
            : fmt(ms.selectedReady, { n, ready: ready.length })}
      </p>
      {n > 0 ? (
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={selection.clear} disabled={busy}>
            {ms.clearSelection}
          </Button>
          <Button
            variant="bare"
            disabled={ready.length === 0 || busy}
            aria-busy={busy || undefined}
            title={fmt(ms.prepareHint, { carrier: carrier.name })}
            onClick={() => onPrepare(ready.map((o) => o.id))}
            className="rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? ms.prepareBusy : fmt(ms.prepareCount, { n: ready.length })}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
