import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { orderKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type OrderReturns = Schemas['OrderReturnsView']
export type ReturnRequest = Schemas['ReturnView']
export type ReturnReason = NonNullable<Schemas['ReturnView']['reason']>

/** GET /api/orders/{id}/returns: the order's requests and the last day to withdraw. */
export async function getOrderReturns(id: string, signal?: AbortSignal): Promise<OrderReturns> {
  return unwrap(await api.GET('/api/orders/{id}/returns', { params: { path: { id } }, signal }))
}

export const orderReturnsQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.returns(id), queryFn: ({ signal }) => getOrderReturns(id, signal) })

export function useOrderReturns(id: string, enabled: boolean) {
  return useQuery({ ...orderReturnsQueryOptions(id), enabled })
}

export type ReturnForm = {
  lines: { itemId: string; quantity: number }[]
  reason: Exclude<ReturnReason, ''> | ''
  note: string
}

/** POST /api/orders/{id}/returns: the withdrawal request (lines with copies, optional reason and note). */
export async function requestReturn(id: string, form: ReturnForm): Promise<ReturnRequest> {
  const body = {
    lines: form.lines.filter((l) => l.quantity > 0),
    note: form.note.trim() || undefined,
    reason: form.reason || undefined,
  }
  return unwrap(await api.POST('/api/orders/{id}/returns', { params: { path: { id } }, body }))
}

/** POST /api/orders/{id}/cancel: an order not yet shipped; a paid one is refunded to the card. */
export async function cancelMyOrder(id: string): Promise<void> {
  unwrap(await api.POST('/api/orders/{id}/cancel', { params: { path: { id } } }))
}

/** Both change the order and its returns: refetch the orders' queries whatever the outcome. */
export function useRequestReturn(id: string) {
  return useMutation({
    mutationKey: mutationKey('order.requestReturn'),
    mutationFn: (form: ReturnForm) => requestReturn(id, form),
  })
}

export function useCancelMyOrder(id: string) {
  return useMutation({ mutationKey: mutationKey('order.cancel'), mutationFn: () => cancelMyOrder(id) })
}
