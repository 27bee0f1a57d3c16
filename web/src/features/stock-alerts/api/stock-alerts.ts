import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { tr } from '@/i18n'
import { privacyKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'

/** GET /api/stock-alerts: the member's waiting alerts, cached under the account data's key (the same answer). */
async function getStockAlerts(signal?: AbortSignal): Promise<Array<Schemas['StockAlertItem']>> {
  return unwrap(await api.GET('/api/stock-alerts', { signal })).items
}

/** Whether the member already asked to hear about this book (false for guests: not asked). */
export function useHasStockAlert(bookId: string, member: boolean): boolean {
  const alerts = useQuery({
    ...queryOptions({ queryKey: privacyKeys.stockAlerts(), queryFn: ({ signal }) => getStockAlerts(signal) }),
    select: (items) => items.map((a) => a.bookId),
    enabled: member,
  })
  return member && (alerts.data?.includes(bookId) ?? false)
}

/** DELETE /api/stock-alerts/{bookId}: 'Vazgeç'. */
export function useCancelStockAlert() {
  return useMutation({
    mutationKey: mutationKey('stockAlert.cancel'),
    mutationFn: async (bookId: string) => {
      unwrap(await api.DELETE('/api/stock-alerts/{bookId}', { params: { path: { bookId } } }))
    },
    onSuccess: () => notify.success(tr.stockAlert.cancelled),
    onError: (err) => notify.error(serverMessageOr(err, tr.stockAlert.cancelError)),
  })
}
