import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { adminOrderKeys } from '@/api/query-keys'
import type { StuckRefund } from './types'

/** GET /api/admin/refunds/stuck: refunds whose outcome iyzico has not told for over two minutes, oldest first. */
export async function getStuckRefunds(signal?: AbortSignal): Promise<StuckRefund[]> {
  return unwrap(await api.GET('/api/admin/refunds/stuck', { signal }))
}

export const stuckRefundsQueryOptions = () =>
  queryOptions({
    queryKey: adminOrderKeys.stuckRefunds(),
    queryFn: ({ signal }) => getStuckRefunds(signal),
    // Reconciliation settles them within minutes: refresh while the page is open.
    refetchInterval: 60_000,
  })

export function useStuckRefunds() {
  return useQuery(stuckRefundsQueryOptions())
}
