import { useMutation, useQueryClient } from '@tanstack/react-query'
import { privacyKeys } from '@/api/query-keys'
import { tr } from '@/i18n'
import { api, unwrap } from '@/lib/api-client'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'

/** POST /api/stock-alerts (204; 409 when the book is in stock). Role user only. */
export async function createStockAlert(bookId: string): Promise<void> {
  unwrap(await api.POST('/api/stock-alerts', { body: { bookId } }))
}

export function useCreateStockAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createStockAlert,
    onSuccess: () => {
      notify.success(tr.stockAlert.success)
      // The button turns into 'Haber verilecek ✓ · Vazgeç'.
      void queryClient.invalidateQueries({ queryKey: privacyKeys.stockAlerts() })
    },
    onError: (err) => notify.error(serverMessageOr(err, tr.stockAlert.error)),
  })
}
