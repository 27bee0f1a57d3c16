import type { Schemas } from '@/lib/api-client'

export type OrderLine = Schemas['OrderLine']
export type OrderStatus = Schemas['OrderView']['status']
export type Order = Schemas['OrderView']
