import { tr } from '@/i18n'
import { useCreateStockAlert } from '../api/create-stock-alert'
import { useCancelStockAlert, useHasStockAlert } from '../api/stock-alerts'
import { Button } from '@/components/ui/button'

/**
 * 'Stoğa girince haber ver' for an out-of-stock book; once asked,
 * 'Haber verilecek ✓ · Vazgeç' (the member's alert, which they can take
 * back). Guests: `onGuest`.
 */
export function StockAlertButton({
  bookId,
  member,
  onGuest,
  className = '',
}: {
  bookId: string
  member: boolean
  onGuest: () => void
  className?: string
}) {
  const alert = useCreateStockAlert()
  const cancel = useCancelStockAlert()
  const asked = useHasStockAlert(bookId, member)
  if (asked) {
    return (
      <div className={`flex items-center justify-center gap-2 text-sm ${className}`} data-testid="stock-alert-set">
        <span role="status" className="font-semibold text-green-800">
          {tr.stockAlert.set}
        </span>
        <span aria-hidden="true" className="text-stone-400">
          ·
        </span>
        <Button
          variant="bare"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(bookId)}
          className="font-medium text-stone-700 underline hover:text-stone-900"
        >
          {tr.stockAlert.cancel}
        </Button>
      </div>
    )
  }
  return (
    <Button
      variant="bare"
      disabled={alert.isPending}
      onClick={() => (member ? alert.mutate(bookId) : onGuest())}
      className={`rounded-md border border-amber-600 bg-white px-3 py-2 text-sm font-semibold text-amber-700 hover:bg-amber-50 ${className}`}
    >
      {tr.stockAlert.button}
    </Button>
  )
}
