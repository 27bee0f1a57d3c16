import { tr } from '@/i18n'
import type { OrderStatus } from '../api/types'

const steps = [tr.orders.stepReceived, tr.orders.stepConfirmed, tr.orders.stepShipped, tr.orders.stepDelivered]

/** How many of the four steps an order has reached (pending = 1 … delivered = 4). */
export function reachedSteps(status: Exclude<OrderStatus, 'cancelled'>): number {
  return { pending: 1, confirmed: 2, shipped: 3, delivered: 4 }[status]
}

/** 'Sipariş Alındı' → 'Onaylandı' → 'Kargoya Verildi' → 'Teslim Edildi'; a cancelled order shows its own state. */
export function OrderTimeline({ status }: { status: OrderStatus }) {
  if (status === 'cancelled') {
    return (
      <div role="status" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3">
        <p className="font-semibold text-red-700">{tr.orders.cancelled}</p>
        <p className="text-sm text-red-700">{tr.orders.cancelledText}</p>
      </div>
    )
  }
  const reached = reachedSteps(status)
  return (
    <ol aria-label={tr.orders.timeline} className="grid grid-cols-4 gap-2">
      {steps.map((label, i) => {
        const done = i < reached
        const current = i === reached - 1
        return (
          <li
            key={label}
            data-reached={done}
            aria-current={current ? 'step' : undefined}
            className="flex flex-col items-center text-center"
          >
            <span
              aria-hidden="true"
              className={`flex h-9 w-9 items-center justify-center rounded-full text-sm font-bold ${
                done ? 'bg-amber-700 text-white' : 'bg-stone-200 text-stone-500'
              }`}
            >
              {done ? '✓' : i + 1}
            </span>
            <span className={`mt-2 text-xs font-medium sm:text-sm ${done ? 'text-stone-900' : 'text-stone-500'}`}>
              {label}
            </span>
            <span className="sr-only">{done ? tr.orders.stepDone : tr.orders.stepPending}</span>
          </li>
        )
      })}
    </ol>
  )
}
