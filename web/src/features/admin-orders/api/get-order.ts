import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { adminOrderKeys } from '@/api/query-keys'
import type { AdminOrder } from './types'

/** GET /api/admin/orders/{id}: any order with its customer and items. */
export async function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  return unwrap(await api.GET('/api/admin/orders/{id}', { params: { path: { id } }, signal }))
}

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
  })

/** The detail modal: shows the list's row at once and refreshes it from the server. */
export function useAdminOrder(id: string, row?: AdminOrder) {
  return useQuery({ ...adminOrderQueryOptions(id), placeholderData: row })
}
