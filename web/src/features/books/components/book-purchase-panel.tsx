import { useId, useState, type ReactNode } from 'react'
import { tr } from '@/i18n'
import { Button } from '@/components/ui/button'

/** Quantity choices of the detail page: 1 up to min(stock, 10). */
export const MAX_QUANTITY = 10

export function quantityOptions(stock: number): number[] {
  return Array.from({ length: Math.max(0, Math.min(stock, MAX_QUANTITY)) }, (_, i) => i + 1)
}

/**
 * The buying area of the book page: the quantity select and a slot the members
 * feature fills with add-to-cart and the favourite toggle (it gets the chosen
 * quantity). Out of stock: a disabled 'Stok Yok' button instead of the select.
 */
export function BookPurchasePanel({
  stock,
  inCart = 0,
  renderActions,
}: {
  stock: number
  /** Copies of the book already in the member's cart: the select starts there (0: not in the cart). */
  inCart?: number
  renderActions?: (quantity: number) => ReactNode
}) {
  const id = useId()
  const options = quantityOptions(stock)
  // Until the shopper picks a number the select follows the cart, so that
  // 'Sepeti Güncelle' (which SETS the quantity) never cuts the cart silently.
  const [picked, setQuantity] = useState<number | null>(null)
  const quantity = picked ?? Math.max(1, Math.min(inCart, options.length))
  if (options.length === 0) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="unavailable" size="xl" disabled>
          {tr.books.outOfStock}
        </Button>
        {renderActions?.(0)}
      </div>
    )
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={`${id}-qty`} className="mb-1 block text-sm font-medium text-stone-700">
          {tr.books.quantity}
        </label>
        <select
          id={`${id}-qty`}
          value={quantity}
          onChange={(e) => setQuantity(Number(e.target.value))}
          className="block w-24 rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200"
        >
          {options.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {renderActions?.(quantity)}
    </div>
  )
}
