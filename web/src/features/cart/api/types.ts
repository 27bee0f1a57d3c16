import type { Schemas } from '@/lib/api-client'

export type CartLine = Schemas['CartLine']
export type Cart = Schemas['CartView']
