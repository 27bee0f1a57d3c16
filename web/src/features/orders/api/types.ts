import type { Schemas } from '@/lib/api-client'

export type OrderLine = Schemas['OrderLine']
export type OrderStatus = Schemas['OrderView']['status']
/** OrderView with `items` never null. */
export type Order = Omit<Schemas['OrderView'], 'items'> & { items: OrderLine[] }

export function normalizeOrder(o: Schemas['OrderView']): Order {
  return { ...o, items: o.items ?? [] }
}
