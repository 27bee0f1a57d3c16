import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { adminOrderKeys, type AdminReturnListParams } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type AdminReturn = Schemas['ReturnView']
export type AdminReturnPage = Schemas['AdminReturnList']
export type AdminOrderReturns = Schemas['OrderReturnsView']
export type ReturnState = AdminReturn['state']

export const ADMIN_RETURNS_PAGE_SIZE = 20

/** GET /api/admin/returns: filtered by state and creation day (shop time), newest first. */
export async function getAdminReturns(p: AdminReturnListParams, signal?: AbortSignal): Promise<AdminReturnPage> {
  const query = {
    state: (p.state || undefined) as ReturnState | undefined,
    from: p.from || undefined,
    to: p.to || undefined,
    page: p.page,
    pageSize: p.pageSize,
  }
  return unwrap(await api.GET('/api/admin/returns', { params: { query }, signal }))
}

export function useAdminReturns(p: AdminReturnListParams) {
  return useQuery(
    queryOptions({
      queryKey: adminOrderKeys.returnList(p),
      queryFn: ({ signal }) => getAdminReturns(p, signal),
      placeholderData: keepPreviousData,
    }),
  )
}

/** GET /api/admin/orders/{id}/returns: the order detail's section. */
export function useAdminOrderReturns(orderId: string) {
  return useQuery({
    queryKey: adminOrderKeys.returns(orderId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/admin/orders/{id}/returns', { params: { path: { id: orderId } }, signal })),
  })
}

export type ReturnStep =
  | { kind: 'accept'; id: string }
  | { kind: 'receive'; id: string; condition: 'intact' | 'damaged' }
  | { kind: 'refund'; id: string }
  | { kind: 'reject'; id: string; reason: string }

async function runStep(step: ReturnStep): Promise<AdminReturn> {
  const params = { path: { id: step.id } }
  switch (step.kind) {
    case 'accept':
      return unwrap(await api.POST('/api/admin/returns/{id}/accept', { params }))
    case 'receive':
      return unwrap(await api.POST('/api/admin/returns/{id}/receive', { params, body: { condition: step.condition } }))
    case 'refund':
      return unwrap(await api.POST('/api/admin/returns/{id}/refund', { params, body: {} }))
    case 'reject':
      return unwrap(await api.POST('/api/admin/returns/{id}/reject', { params, body: { reason: step.reason.trim() } }))
  }
}

/** One step of a request; success or failure the admin orders' queries refetch (a refused refund shows its error). */
export function useReturnStep() {
  return useMutation({ mutationKey: mutationKey('order.returnStep'), mutationFn: runStep })
}
