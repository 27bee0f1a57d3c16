import { fmt } from '@/i18n'
import { AdminTable } from '@/components/admin/admin-table'
import { serverMessageOr } from '@/lib/errors'
import { formatPrice, formatShortDate, formatTime } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useOrderAction } from '../api/order-actions'
import type { AdminOrder } from '../api/types'
import { AdminOrderStatusBadge } from './order-status-badge'
import { BreakableEmail } from '@/components/breakable-email'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminOrders

const actionBtn =
  'inline-flex items-center whitespace-nowrap rounded-md border px-2.5 py-1 text-xs font-semibold transition'

/**
 * The order's 'Detay' button where it is shown (the table row, or the card
 * on a phone): where focus goes when a dialog's action removed the button
 * that opened it.
 */
export function orderRowFocus(id: string): HTMLElement | null {
  const buttons = document.querySelectorAll<HTMLElement>(`[data-order-id="${id}"] button`)
  return Array.from(buttons).find((b) => b.getClientRects().length > 0) ?? buttons[0] ?? null
}

export type OrderRowHandlers = {
  onView: (order: AdminOrder) => void
  onShip: (order: AdminOrder) => void
  onDeliver: (order: AdminOrder) => void
  onCancel: (order: AdminOrder) => void
}

/** 'Onayla' is offered only for a pending order with a kept payment: a card order is confirmed by its verified payment. */
export function canConfirm(order: AdminOrder): boolean {
  return order.status === 'pending' && order.paymentState !== 'unpaid'
}

const paymentTone: Record<AdminOrder['paymentState'], string> = {
  paid: 'bg-green-50 text-green-800 ring-green-600/30',
  unpaid: 'bg-stone-100 text-stone-700 ring-stone-500/30',
  refunded: 'bg-purple-50 text-purple-800 ring-purple-600/30',
  partly_refunded: 'bg-amber-50 text-amber-800 ring-amber-600/30',
}

/** The payment state the server computed (Ödendi, Ödenmedi, İade edildi, Kısmi iade). */
export function PaymentBadge({ order }: { order: AdminOrder }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${paymentTone[order.paymentState]}`}
    >
      {order.paymentLabel}
    </span>
  )
}

/** Whether the admin may cancel: pending (unpaid) and confirmed (paid, refunded) orders. */
export function canCancel(order: AdminOrder): boolean {
  return order.status === 'pending' || order.status === 'confirmed'
}

function OrderActions({ order, onView, onShip, onDeliver, onCancel }: { order: AdminOrder } & OrderRowHandlers) {
  const action = useOrderAction()
  const busy = action.isPending

  async function move(kind: 'confirm') {
    try {
      await action.mutateAsync({ kind, id: order.id })
      notify.success(m.updated)
    } catch (err) {
      notify.error(serverMessageOr(err, m.updateError))
    }
  }

  return (
    <div className="flex flex-wrap justify-end gap-1.5">
      <Button
        variant="bare"
        onClick={() => onView(order)}
        aria-label={fmt(m.viewLabel, { number: order.number })}
        className={`${actionBtn} border-stone-300 bg-white text-stone-700 hover:border-amber-500 hover:text-amber-700`}
      >
        {m.view}
      </Button>
      {canConfirm(order) ? (
        <Button
          variant="bare"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void move('confirm')}
          aria-label={fmt(m.confirmLabel, { number: order.number })}
          className={`${actionBtn} border-blue-600 bg-blue-600 text-white hover:bg-blue-700`}
        >
          {m.confirm}
        </Button>
      ) : null}
      {order.status === 'confirmed' ? (
        <Button
          variant="bare"
          onClick={() => onShip(order)}
          aria-label={fmt(m.shipLabel, { number: order.number })}
          className={`${actionBtn} border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700`}
        >
          {m.ship}
        </Button>
      ) : null}
      {order.status === 'shipped' ? (
        <Button
          variant="bare"
          onClick={() => onDeliver(order)}
          aria-label={fmt(m.deliverLabel, { number: order.number })}
          className={`${actionBtn} border-green-700 bg-green-700 text-white hover:bg-green-800`}
        >
          {m.deliver}
        </Button>
      ) : null}
      {canCancel(order) ? (
        <Button
          variant="bare"
          disabled={busy}
          onClick={() => onCancel(order)}
          aria-label={fmt(m.cancelLabel, { number: order.number })}
          className={`${actionBtn} border-red-300 bg-white text-red-700 hover:bg-red-50`}
        >
          {m.cancel}
        </Button>
      ) : null}
    </div>
  )
}

function OrderRow({ order, ...handlers }: { order: AdminOrder } & OrderRowHandlers) {
  return (
    <tr data-testid="admin-order-row" data-order-id={order.id} className="align-top">
      <td className="px-3 py-3 font-mono text-sm font-semibold whitespace-nowrap text-stone-900">#{order.number}</td>
      <td className="px-3 py-3 text-sm">
        {order.trackingNumber ? (
          <>
            <span className="block font-mono text-stone-900">{order.trackingNumber}</span>
            {order.cargoCompany ? <span className="block text-xs text-stone-500">{order.cargoCompany}</span> : null}
          </>
        ) : (
          <span className="text-stone-500">{m.noTracking}</span>
        )}
      </td>
      <td className="px-3 py-3 text-sm">
        <span className="block font-medium text-stone-900">{order.customerName}</span>
        <span className="block text-xs break-words text-stone-500">
          <BreakableEmail email={order.customerEmail} />
        </span>
      </td>
      <td className="px-3 py-3 text-right text-sm font-semibold whitespace-nowrap text-stone-900 tabular-nums">
        {formatPrice(order.total)}
      </td>
      <td className="px-3 py-3">
        <AdminOrderStatusBadge status={order.status} label={order.statusLabel} />
      </td>
      <td className="px-3 py-3">
        <PaymentBadge order={order} />
      </td>
      <td className="px-3 py-3 text-sm whitespace-nowrap text-stone-600">
        <time dateTime={order.createdAt}>
          <span className="block">{formatShortDate(order.createdAt)}</span>
          <span className="block text-xs text-stone-500">{formatTime(order.createdAt)}</span>
        </time>
      </td>
      <td className="px-3 py-3">
        <OrderActions order={order} {...handlers} />
      </td>
    </tr>
  )
}

/** One order on a phone: every column of the row, whole, with the same actions. */
function OrderCard({ order, ...handlers }: { order: AdminOrder } & OrderRowHandlers) {
  return (
    <li
      data-testid="admin-order-card"
      data-order-id={order.id}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-sm font-semibold text-stone-900">#{order.number}</span>
        <span className="flex flex-wrap gap-1.5">
          <AdminOrderStatusBadge status={order.status} label={order.statusLabel} />
          <PaymentBadge order={order} />
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-500">{m.colCustomer}</dt>
        <dd className="min-w-0 text-stone-900">
          <span className="block font-medium">{order.customerName}</span>
          <span className="block text-xs break-words text-stone-500">
            <BreakableEmail email={order.customerEmail} />
          </span>
        </dd>
        <dt className="text-stone-500">{m.colAmount}</dt>
        <dd className="font-semibold text-stone-900 tabular-nums">{formatPrice(order.total)}</dd>
        <dt className="text-stone-500">{m.colDate}</dt>
        <dd className="text-stone-700">
          <time dateTime={order.createdAt}>
            {formatShortDate(order.createdAt)} {formatTime(order.createdAt)}
          </time>
        </dd>
        <dt className="text-stone-500">{m.colTracking}</dt>
        <dd className="min-w-0 break-words text-stone-700">
          {order.trackingNumber
            ? `${order.trackingNumber}${order.cargoCompany ? ` · ${order.cargoCompany}` : ''}`
            : m.noTracking}
        </dd>
      </dl>
      <div className="mt-3">
        <OrderActions order={order} {...handlers} />
      </div>
    </li>
  )
}

/**
 * The orders of /admin/siparisler: a table with one row per order and its
 * actions by status, and on a phone a list of cards with the same content
 * (a table there would scroll sideways with its cells cut short).
 */
export function OrdersTable({ orders, ...handlers }: { orders: AdminOrder[] } & OrderRowHandlers) {
  return (
    <>
      <ul aria-label={m.tableLabel} className="grid gap-3 md:hidden">
        {orders.map((o) => (
          <OrderCard key={o.id} order={o} {...handlers} />
        ))}
      </ul>
      <div className="hidden md:block">
        <OrdersDesktopTable orders={orders} {...handlers} />
      </div>
    </>
  )
}

function OrdersDesktopTable({ orders, ...handlers }: { orders: AdminOrder[] } & OrderRowHandlers) {
  return (
    <AdminTable
      label={m.tableLabel}
      columns={[
        { label: m.colOrder },
        { label: m.colTracking },
        { label: m.colCustomer },
        { label: m.colAmount, align: 'right' },
        { label: m.colStatus },
        { label: m.colPayment },
        { label: m.colDate },
        { label: m.colActions, align: 'right' },
      ]}
    >
      {orders.map((o) => (
        <OrderRow key={o.id} order={o} {...handlers} />
      ))}
    </AdminTable>
  )
}
