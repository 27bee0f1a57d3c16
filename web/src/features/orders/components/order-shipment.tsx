import { fmt, tr } from '@/i18n'
import { formatDateTime } from '@/lib/format'
import type { Schemas } from '@/lib/api-client'

/** The parcel of a member's order as the carrier reports it; its events are newest first. */
export type OrderShipment = Schemas['OrderTrackingView']

// A calendar day: read at noon UTC so that no time zone moves it to another day.
const dayFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', day: 'numeric', month: 'long', weekday: 'long' })

/** "2 Aralık Salı" of "2026-12-02"; '' for a value that is not a day. */
export function formatExpectedDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`)
  return Number.isNaN(d.getTime()) ? '' : dayFormat.format(d)
}

/** Statuses after which no delivery day is promised any more. */
const settled = new Set(['delivered', 'returned', 'cancelled'])

/**
 * The carrier's side of the order's tracking card: where the parcel is,
 * the expected day of delivery ('Tahmini teslim: 2 Aralık Salı') while it
 * is on its way, and the movements, newest first (time and place each).
 */
export function OrderShipmentTracking({ shipment }: { shipment: OrderShipment }) {
  const events = [...shipment.events].sort((a, b) => b.at.localeCompare(a.at))
  const day =
    shipment.expectedDelivery && !settled.has(shipment.status) ? formatExpectedDay(shipment.expectedDelivery) : ''
  return (
    <div className="mt-4 border-t border-stone-200 pt-4" data-testid="order-shipment">
      <p className="text-sm">
        <span className="text-stone-600">{tr.orders.trackingStatus}: </span>
        <span className="font-semibold text-stone-900">{shipment.statusLabel}</span>
      </p>
      {day ? (
        <p className="mt-1 text-sm font-semibold text-green-800">{fmt(tr.orders.expectedDelivery, { day })}</p>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold text-stone-900">{tr.orders.trackingHistory}</h3>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{tr.orders.trackingNoEvents}</p>
      ) : (
        <ol className="mt-2 space-y-3 border-l-2 border-amber-200 pl-4" aria-label={tr.orders.trackingHistory}>
          {events.map((e, i) => (
            <li key={e.key} className="text-sm" aria-current={i === 0 ? 'step' : undefined}>
              <span className={`block ${i === 0 ? 'font-semibold text-stone-900' : 'text-stone-800'}`}>{e.label}</span>
              <span className="block text-xs text-stone-600">
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                {e.location ? ` · ${e.location}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
