import { tr } from '@/i18n'
import { useCreateStockAlert } from '../api/create-stock-alert'
import { Button } from '@/components/ui/button'

/** 'Stoğa girince haber ver' for an out-of-stock book. Guests: `onGuest`. */
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
  return (
    <Button
      variant="bare"
      disabled={alert.isPending || alert.isSuccess}
      onClick={() => (member ? alert.mutate(bookId) : onGuest())}
      className={`rounded-md border border-amber-600 bg-white px-3 py-2 text-sm font-semibold text-amber-700 hover:bg-amber-50 ${className}`}
    >
      {tr.stockAlert.button}
    </Button>
  )
}
