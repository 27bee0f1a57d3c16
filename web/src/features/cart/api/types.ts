import type { Schemas } from '@/lib/api-client'

export type CartLine = Schemas['CartLine']
/** CartView with `items` never null (the server may send null for none). */
export type Cart = Omit<Schemas['CartView'], 'items'> & { items: CartLine[] }

export function normalizeCart(view: Schemas['CartView']): Cart {
  return { ...view, items: view.items ?? [] }
}

/** Free shipping from this subtotal on (kuruş); the server applies the rule. */
export const FREE_SHIPPING_FROM = 10000
