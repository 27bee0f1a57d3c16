import type { OrderStatus } from '../api/types'

const tone: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-800',
  confirmed: 'bg-blue-100 text-blue-800',
  shipped: 'bg-indigo-100 text-indigo-800',
  delivered: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-700',
}

/** The status with the server's Turkish label. */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span
      data-testid="order-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[status]}`}
    >
      {label}
    </span>
  )
}
