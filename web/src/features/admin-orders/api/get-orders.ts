import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { adminOrderKeys, type AdminOrderListParams } from '@/api/query-keys'
import type { AdminOrderMethodFilter, AdminOrderPage, AdminOrderPaymentFilter, AdminOrderStatusFilter } from './types'

export const ADMIN_ORDERS_PAGE_SIZE = 20

/** The list's parameters, the method filter as the generated query names it ('' is any). */
export type AdminOrdersParams = AdminOrderListParams & { method?: AdminOrderMethodFilter | '' }

/** GET /api/admin/orders?q=&page=&pageSize=&status=&payment=&carrier=&method=: newest first; q matches the order number, the customer's name or e-mail. */
export async function getAdminOrders(params: AdminOrdersParams, signal?: AbortSignal): Promise<AdminOrderPage> {
  return unwrap(
    await api.GET('/api/admin/orders', {
      params: {
        query: {
          q: params.q || undefined,
          page: params.page,
          pageSize: params.pageSize,
          status: (params.status || undefined) as AdminOrderStatusFilter | undefined,
          payment: (params.payment || undefined) as AdminOrderPaymentFilter | undefined,
          carrier: params.carrier || undefined,
          method: params.method || undefined,
        },
      },
      signal,
    }),
  )
}

export const adminOrdersQueryOptions = (params: AdminOrdersParams) =>
  queryOptions({
    queryKey: adminOrderKeys.list(params),
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    placeholderData: keepPreviousData,
  })

export function useAdminOrders(params: AdminOrdersParams) {
  return useQuery(adminOrdersQueryOptions(params))
}
