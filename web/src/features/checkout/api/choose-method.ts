import { useMutation, useQueryClient } from '@tanstack/react-query'
import { mutationKey } from '@/api/invalidation'
import { orderKeys } from '@/api/query-keys'
import { api, unwrap } from '@/lib/api-client'
import type { ChooseMethodRequest, ChosenMethod } from './types'

/**
 * POST /api/checkout/{orderId}/method: havale/EFT (the order waits for the
 * money, holding its stock until the deadline) or kapıda ödeme (confirmed at
 * once), with both contracts accepted. Answers the member's order; 409 with
 * the Turkish reason when the method cannot be chosen (any more).
 */
export async function chooseMethod(orderId: string, body: ChooseMethodRequest): Promise<ChosenMethod> {
  return unwrap(await api.POST('/api/checkout/{orderId}/method', { params: { path: { orderId } }, body }))
}

/** Chooses the method; the order page the caller goes to starts from the answer. */
export function useChooseMethod(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('order.chooseMethod'),
    mutationFn: (body: ChooseMethodRequest) => chooseMethod(orderId, body),
    onSuccess: ({ order }) => queryClient.setQueryData(orderKeys.detail(orderId), order),
  })
}
