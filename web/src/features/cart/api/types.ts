import type { Schemas } from '@/lib/api-client'

export type CartLine = Schemas['CartLine']
export type Cart = Schemas['CartView']

/** Free shipping from this subtotal on (kuruş); the server applies the rule. */
export const FREE_SHIPPING_FROM = 10000
