import { useMutation } from '@tanstack/react-query'
import { mutationKey } from '@/api/invalidation'
import { tr } from '@/i18n'
import { api, unwrap } from '@/lib/api-client'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'

/** POST /api/stock-alerts (204; 409 when the book is in stock). Role user only. */
export async function createStockAlert(bookId: string): Promise<void> {
  unwrap(await api.POST('/api/stock-alerts', { body: { bookId } }))
}

export function useCreateStockAlert() {
  return useMutation({
    mutationKey: mutationKey('stockAlert.create'),
    mutationFn: createStockAlert,
    onSuccess: () => {
      notify.success(tr.stockAlert.success)
    },
    onError: (err) => notify.error(serverMessageOr(err, tr.stockAlert.error)),
  })
}
