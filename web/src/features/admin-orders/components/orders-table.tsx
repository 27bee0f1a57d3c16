import { fmt } from '@/i18n'
import { AdminTable } from '@/components/admin/admin-table'
import { serverMessageOr } from '@/lib/errors'
import { formatPrice, formatShortDate, formatTime } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useOrderAction } from '../api/order-actions'
import type { AdminOrder } from '../api/types'
import type { OrderSelection } from './use-order-selection'
import { AdminOrderStatusBadge } from './order-status-badge'
import { OrderMethodCell } from './order-method-cell'
import { BreakableEmail } from '@/components/breakable-email'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminOrders
const ms = trPanels.adminShipments
const mp = trPanels.payments

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
      {/* A parcel already at the carrier (not cancelled) is not shipped again by hand. */}
      {order.status === 'confirmed' && (!order.shipmentStatus || order.shipmentStatus === 'cancelled') ? (
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

/** The order's tick box of the bulk selection. */
function SelectBox({ order, selection }: { order: AdminOrder; selection: OrderSelection }) {
  return (
    <input
      type="checkbox"
      checked={selection.isSelected(order.id)}
      onChange={() => selection.toggle(order.id)}
      aria-label={fmt(ms.selectOrder, { number: order.number })}
      className="h-4 w-4 rounded border-stone-400 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
    />
  )
}

/** The carrier's status of an order prepared through its API, under the tracking number. */
function ShipmentStatusLine({ order }: { order: AdminOrder }) {
  const status = order.shipmentStatus
  if (!status) return null
  const alarm = status === 'delivery_failed' || status === 'returned'
  return (
    <span
      data-testid="order-shipment-status"
      className={`block text-xs ${alarm ? 'font-semibold text-red-700' : 'text-stone-600'}`}
    >
      {ms.statusOptions[status]}
    </span>
  )
}

type RowProps = { order: AdminOrder; selection?: OrderSelection } & OrderRowHandlers

function OrderRow({ order, selection, ...handlers }: RowProps) {
  return (
    <tr data-testid="admin-order-row" data-order-id={order.id} className="align-top">
      {selection ? (
        <td className="px-3 py-3">
          <SelectBox order={order} selection={selection} />
        </td>
      ) : null}
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
        <ShipmentStatusLine order={order} />
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
      <td className="px-3 py-3">
        <OrderMethodCell order={order} />
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
function OrderCard({ order, selection, ...handlers }: RowProps) {
  return (
    <li
      data-testid="admin-order-card"
      data-order-id={order.id}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2.5">
          {selection ? <SelectBox order={order} selection={selection} /> : null}
          <span className="font-mono text-sm font-semibold text-stone-900">#{order.number}</span>
        </span>
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
        <dt className="text-stone-500">{mp.colMethod}</dt>
        <dd className="min-w-0">
          <OrderMethodCell order={order} />
        </dd>
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
          <ShipmentStatusLine order={order} />
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
type TableProps = { orders: AdminOrder[]; selection?: OrderSelection } & OrderRowHandlers

/** The page's select-all box: ticked when every order of the page is, mixed when some are. */
function SelectAllBox({ selection, className = '' }: { selection: OrderSelection; className?: string }) {
  return (
    <input
      type="checkbox"
      checked={selection.all}
      ref={(el) => {
        if (el) el.indeterminate = selection.some
      }}
      onChange={selection.toggleAll}
      aria-label={ms.selectAll}
      className={`h-4 w-4 rounded border-stone-400 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 ${className}`}
    />
  )
}

export function OrdersTable({ orders, selection, ...handlers }: TableProps) {
  return (
    <>
      {selection ? (
        <label className="mb-2 flex items-center gap-2 text-sm text-stone-700 md:hidden">
          <SelectAllBox selection={selection} />
          <span aria-hidden="true">{ms.selectAll}</span>
        </label>
      ) : null}
      <ul aria-label={m.tableLabel} className="grid gap-3 md:hidden">
        {orders.map((o) => (
          <OrderCard key={o.id} order={o} selection={selection} {...handlers} />
        ))}
      </ul>
      <div className="hidden md:block">
        <OrdersDesktopTable orders={orders} selection={selection} {...handlers} />
      </div>
    </>
  )
}

function OrdersDesktopTable({ orders, selection, ...handlers }: TableProps) {
  return (
    <AdminTable
      label={m.tableLabel}
      columns={[
        ...(selection ? [{ label: ms.selectAll, header: <SelectAllBox selection={selection} /> }] : []),
        { label: m.colOrder },
        { label: m.colTracking },
        { label: m.colCustomer },
        { label: m.colAmount, align: 'right' },
        { label: m.colStatus },
        { label: m.colPayment },
        { label: mp.colMethod },
        { label: m.colDate },
        { label: m.colActions, align: 'right' },
      ]}
    >
      {orders.map((o) => (
        <OrderRow key={o.id} order={o} selection={selection} {...handlers} />
      ))}
    </AdminTable>
  )
}
