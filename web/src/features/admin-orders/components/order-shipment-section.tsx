import { useState } from 'react'
import { fmt } from '@/i18n'
import { Button, buttonClass } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { formatDateTime } from '@/lib/format'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trPanels } from '@/i18n/panels'
import {
  labelsUrl,
  useApiCarrier,
  useCancelShipment,
  usePrepareShipments,
  type OrderWithShipment,
  type Shipment,
} from '../api/shipments'

const ms = trPanels.adminShipments

const alarm = (s: Shipment) => s.status === 'delivery_failed' || s.status === 'returned'

function kg(grams: number): string {
  return (grams / 1000).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

/** The carrier's movements, newest first, each with its label, time, place and the carrier's words. */
export function ShipmentEvents({ shipment }: { shipment: Shipment }) {
  const events = [...shipment.events].sort((a, b) => b.at.localeCompare(a.at))
  if (events.length === 0) return <p className="mt-2 text-sm text-stone-600">{ms.noEvents}</p>
  return (
    <ol className="mt-2 space-y-2 border-l-2 border-stone-200 pl-4" data-testid="shipment-events">
      {events.map((e) => (
        <li key={e.key} className="text-sm">
          <span className="block font-medium text-stone-900">{e.label}</span>
          <span className="block text-xs text-stone-600">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            {e.location ? ` · ${e.location}` : ''}
          </span>
          {e.description ? <span className="block text-xs text-stone-500">{e.description}</span> : null}
        </li>
      ))}
    </ol>
  )
}

/**
 * The order's shipment in its detail: the carrier, the tracking number with
 * the carrier's page, the status and its movements, and for a failed or
 * returned delivery what staff should do, highlighted. While the parcel is
 * not picked up its label can be printed and the shipment cancelled (at the
 * carrier first, after a confirmation). A confirmed order without a live
 * shipment is prepared here when the shop's carrier has an API.
 */
export function OrderShipmentSection({ order }: { order: OrderWithShipment }) {
  const apiCarrier = useApiCarrier()
  const prepare = usePrepareShipments()
  const cancel = useCancelShipment()
  const [confirming, setConfirming] = useState(false)
  const shipment = order.shipment ?? null
  const live = shipment !== null && shipment.status !== 'cancelled'
  const canPrepare = apiCarrier !== null && order.status === 'confirmed' && !live

  if (!shipment && !canPrepare) return null

  async function prepareOne() {
    try {
      const r = await prepare.mutateAsync([order.id])
      const s = r.prepared[0]
      if (s) notify.success(fmt(ms.prepared, { carrier: s.carrier, tracking: s.trackingNumber }))
      else notify.error(r.failed[0]?.message ?? ms.prepareError)
    } catch (err) {
      notify.error(serverMessageOr(err, ms.prepareError))
    }
  }

  async function cancelIt() {
    try {
      await cancel.mutateAsync(order.id)
      notify.success(ms.cancelled)
      setConfirming(false)
    } catch (err) {
      notify.error(serverMessageOr(err, ms.cancelError))
      setConfirming(false)
    }
  }

  return (
    <section aria-labelledby="admin-order-shipment" className="rounded-lg border border-stone-200 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="admin-order-shipment" className="font-serif text-lg font-bold text-stone-900">
          {ms.shipmentTitle}
        </h3>
        {canPrepare ? (
          <Button
            variant="bare"
            onClick={() => void prepareOne()}
            disabled={prepare.isPending}
            aria-busy={prepare.isPending || undefined}
            aria-label={fmt(ms.prepareLabel, { number: order.number })}
            className="rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-60"
          >
            {prepare.isPending ? ms.prepareBusy : ms.prepare}
          </Button>
        ) : null}
      </div>

      {shipment ? (
        <>
          {shipment.attention ? (
            <div
              data-testid="shipment-attention"
              className={`mt-3 rounded-md border px-3 py-2 text-sm ${alarm(shipment) ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
            >
              <strong className="block">{ms.attention}</strong>
              {shipment.attention}
            </div>
          ) : null}
          <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
            <dt className="text-stone-500">{ms.carrier}</dt>
            <dd>{shipment.carrier}</dd>
            <dt className="text-stone-500">{ms.trackingNumber}</dt>
            <dd>
              {shipment.trackingUrl ? (
                <a
                  href={shipment.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-mono font-medium text-amber-700 hover:underline"
                >
                  {shipment.trackingNumber}
                </a>
              ) : (
                <span className="font-mono">{shipment.trackingNumber}</span>
              )}
            </dd>
            <dt className="text-stone-500">{ms.status}</dt>
            <dd className={alarm(shipment) ? 'font-semibold text-red-700' : 'font-medium'}>{shipment.statusLabel}</dd>
            {shipment.deliveredAt ? (
              <>
                <dt className="text-stone-500">{ms.deliveredAt}</dt>
                <dd>
                  <time dateTime={shipment.deliveredAt}>{formatDateTime(shipment.deliveredAt)}</time>
                </dd>
              </>
            ) : null}
            <dt className="text-stone-500">{ms.weight}</dt>
            <dd>{fmt(ms.weightValue, { kg: kg(shipment.grams), desi: shipment.desi })}</dd>
          </dl>

          <h4 className="mt-3 text-sm font-semibold text-stone-900">{ms.events}</h4>
          <ShipmentEvents shipment={shipment} />

          {shipment.status === 'created' ? (
            <div className="mt-3 flex flex-wrap gap-2">
              <a
                href={labelsUrl([order.id])}
                target="_blank"
                rel="noopener"
                className={buttonClass({ variant: 'outline', size: 'sm' })}
              >
                {ms.labels}
              </a>
              <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} className="text-red-700">
                {ms.cancelShipment}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}

      {confirming && shipment ? (
        <ConfirmDialog
          title={ms.cancelTitle}
          message={fmt(ms.cancelText, {
            number: order.number,
            carrier: shipment.carrier,
            tracking: shipment.trackingNumber,
          })}
          confirmLabel={ms.cancelSubmit}
          busyLabel={ms.cancelBusy}
          cancelLabel={ms.cancelKeep}
          closeLabel={trPanels.adminOrders.close}
          busy={cancel.isPending}
          onConfirm={() => void cancelIt()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  )
}
