import { useMutation } from '@tanstack/react-query'
import { mutationKey } from '@/api/invalidation'
import { api, unwrap } from '@/lib/api-client'
import type { AdminOrder } from './types'

/**
 * POST /api/admin/orders/{id}/cod-collected: staff record that the courier
 * took the money at the door (a shipped or delivered kapıda ödeme order not
 * yet collected); 409 when it was already recorded (the carrier's event, or
 * another staff member).
 */
export async function markCodCollected(id: string): Promise<AdminOrder> {
  return unwrap(await api.POST('/api/admin/orders/{id}/cod-collected', { params: { path: { id } } }))
}

export function useMarkCodCollected() {
  return useMutation({ mutationKey: mutationKey('order.codCollected'), mutationFn: markCodCollected })
}

/** 'Tahsil edildi' is offered for a kapıda ödeme order on its way or delivered whose money is not recorded yet. */
export function canMarkCollected(o: AdminOrder): boolean {
  return (
    o.paymentMethod === 'cod' && (o.status === 'shipped' || o.status === 'delivered') && o.paymentState === 'unpaid'
  )
}
