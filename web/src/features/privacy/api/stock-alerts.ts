import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { privacyKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'
import { api, unwrap, type Schemas } from '@/lib/api-client'

export type StockAlert = Schemas['StockAlertItem']

/** GET /api/stock-alerts: the member's waiting alerts. */
export async function getStockAlerts(signal?: AbortSignal): Promise<StockAlert[]> {
  return unwrap(await api.GET('/api/stock-alerts', { signal })).items
}

export function useStockAlerts() {
  return useQuery(
    queryOptions({ queryKey: privacyKeys.stockAlerts(), queryFn: ({ signal }) => getStockAlerts(signal) }),
  )
}

/** DELETE /api/stock-alerts/{bookId}. */
export function useRemoveStockAlert() {
  return useMutation({
    mutationKey: mutationKey('stockAlert.cancel'),
    mutationFn: async (bookId: string) => {
      unwrap(await api.DELETE('/api/stock-alerts/{bookId}', { params: { path: { bookId } } }))
    },
  })
}
