import { useMutation, useQueryClient } from '@tanstack/react-query'
import { mutationKey } from '@/api/invalidation'
import { orderKeys } from '@/api/query-keys'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { normalizeIban } from '@/lib/iban'
import type { Order } from './types'

export type RefundIbanForm = Schemas['BankRefundIBANInputBody']

/**
 * POST /api/orders/{id}/bank-refunds/{refundId}/iban: the buyer's IBAN and
 * name for a refund awaiting them (it becomes due). Answers the order; 422
 * with field errors for a bad IBAN or name.
 */
export async function giveRefundIban(orderId: string, refundId: string, form: RefundIbanForm): Promise<Order> {
  return unwrap(
    await api.POST('/api/orders/{id}/bank-refunds/{refundId}/iban', {
      params: { path: { id: orderId, refundId } },
      body: { iban: normalizeIban(form.iban), holder: form.holder.trim().replace(/\s+/g, ' ') },
    }),
  )
}

export function useGiveRefundIban(orderId: string, refundId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('order.refundIban'),
    mutationFn: (form: RefundIbanForm) => giveRefundIban(orderId, refundId, form),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(orderId), order),
  })
}
