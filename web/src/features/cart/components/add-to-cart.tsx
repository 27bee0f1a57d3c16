import { tr } from '@/i18n'
import { useCart } from '../api/get-cart'
import { useSetCartQuantity } from '../api/set-cart-quantity'
import { QuantityStepper } from './quantity-stepper'
import { increaseHint } from './cart-view'
import { Button } from '@/components/ui/button'

type BookRef = { id: string; title: string; stock: number }

/**
 * The cart control of a book card: 'Sepete Ekle' (quantity 1) while the book
 * is not in the cart, then a stepper; − at 1 removes the line (quantity 0).
 * Renders nothing when out of stock (the card shows 'Stok Yok').
 * `member` is false for guests, whose click calls `onGuest`.
 */
export function CardCartControl({ book, member, onGuest }: { book: BookRef; member: boolean; onGuest: () => void }) {
  const cart = useCart(member)
  const setQuantity = useSetCartQuantity()
  if (book.stock <= 0) return null
  const line = cart.data?.items.find((l) => l.bookId === book.id)
  const busy = setQuantity.isPending

  if (!line) {
    return (
      <Button
        size="none"
        className="flex-1 px-3 py-2 text-sm shadow-sm"
        disabled={busy}
        onClick={() => {
          if (!member) return onGuest()
          setQuantity.mutate({ bookId: book.id, title: book.title, quantity: 1, intent: 'add' })
        }}
      >
        {tr.cart.addToCart}
      </Button>
    )
  }
  const set = (quantity: number) =>
    setQuantity.mutate({ bookId: book.id, title: book.title, quantity, intent: 'update' })
  return (
    <div className="flex flex-1 items-center justify-center">
      <QuantityStepper
        quantity={line.quantity}
        busy={busy}
        onDecrease={() => set(line.quantity - 1)}
        onIncrease={() => set(line.quantity + 1)}
        increaseDisabled={line.quantity >= line.maxQuantity}
        increaseHint={increaseHint(line)}
      />
    </div>
  )
}

/**
 * The detail page's 'Sepete Ekle': SETS the cart quantity to the selected
 * value: adding a book already in the cart replaces its quantity. With the
 * book already in the cart it reads 'Sepeti Güncelle' and its toast names the
 * new quantity, so replacing is never a surprise.
 */
export function DetailAddToCart({
  book,
  quantity,
  inCart = 0,
  member,
  onGuest,
}: {
  book: BookRef
  quantity: number
  /** Copies already in the cart (0: none). */
  inCart?: number
  member: boolean
  onGuest: () => void
}) {
  const setQuantity = useSetCartQuantity()
  return (
    <Button
      type="button"
      disabled={setQuantity.isPending}
      aria-busy={setQuantity.isPending || undefined}
      size="none"
      className="px-6 py-2.5 shadow-sm"
      onClick={() => {
        if (!member) return onGuest()
        setQuantity.mutate({ bookId: book.id, title: book.title, quantity, intent: inCart > 0 ? 'replace' : 'add' })
      }}
    >
      {inCart > 0 ? tr.cart.updateCart : tr.cart.addToCart}
    </Button>
  )
}
