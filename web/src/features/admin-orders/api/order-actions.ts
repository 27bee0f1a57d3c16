import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { mutationKey } from '@/api/invalidation'
import type { AdminOrder, ShipRequest } from './types'

/** POST /api/admin/orders/{id}/confirm: pending → confirmed. */
export async function confirmOrder(id: string): Promise<AdminOrder> {
  return unwrap(await api.POST('/api/admin/orders/{id}/confirm', { params: { path: { id } } }))
}

/** POST /api/admin/orders/{id}/ship: confirmed → shipped, with a tracking number and a carrier (trimmed here and on the server). */
export async function shipOrder(id: string, body: ShipRequest): Promise<AdminOrder> {
  const shipment = { trackingNumber: body.trackingNumber.trim(), cargoCompany: body.cargoCompany.trim() }
  return unwrap(await api.POST('/api/admin/orders/{id}/ship', { params: { path: { id } }, body: shipment }))
}

/** POST /api/admin/orders/{id}/deliver: shipped → delivered. */
export async function deliverOrder(id: string): Promise<AdminOrder> {
  return unwrap(await api.POST('/api/admin/orders/{id}/deliver', { params: { path: { id } } }))
}

/**
 * POST /api/admin/orders/{id}/cancel: pending or confirmed → cancelled; a paid order is refunded and its stock
 * returns. The reason (trimmed here and on the server) goes into the buyer's mail; a paid order needs one.
 */
export async function cancelOrder(id: string, reason: string): Promise<void> {
  const text = reason.trim()
  unwrap(
    await api.POST('/api/admin/orders/{id}/cancel', {
      params: { path: { id } },
      body: text ? { reason: text } : {},
    }),
  )
}

export type OrderAction =
  | { kind: 'confirm'; id: string }
  | { kind: 'ship'; id: string; shipment: ShipRequest }
  | { kind: 'deliver'; id: string }
  | { kind: 'cancel'; id: string; reason: string }

async function runAction(action: OrderAction): Promise<void> {
  switch (action.kind) {
    case 'confirm':
      await confirmOrder(action.id)
      return
    case 'ship':
      await shipOrder(action.id, action.shipment)
      return
    case 'deliver':
      await deliverOrder(action.id)
      return
    case 'cancel':
      await cancelOrder(action.id, action.reason)
      return
  }
}

/**
 * One status change of an order. Success or failure, the lists and the
 * detail are refetched: a refused move usually means the order changed
 * meanwhile (e.g. the customer's payment), and the table must show that.
 */
export function useOrderAction() {
  return useMutation({ mutationKey: mutationKey('order.action'), mutationFn: runAction })
}
