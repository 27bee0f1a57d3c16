import type { Schemas } from '@/lib/api-client'

export type AdminOrderLine = Schemas['OrderLine']
export type AdminOrderStatus = Schemas['AdminOrderView']['status']
/** AdminOrderView with `items` never null. */
export type AdminOrder = Omit<Schemas['AdminOrderView'], 'items'> & { items: AdminOrderLine[] }
export type AdminOrderPage = Omit<Schemas['AdminOrderList'], 'items'> & { items: AdminOrder[] }
export type ShipRequest = Schemas['ShipRequest']

export function normalizeAdminOrder(o: Schemas['AdminOrderView']): AdminOrder {
  return { ...o, items: o.items ?? [] }
}
