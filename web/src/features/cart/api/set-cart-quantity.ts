import { useMutation, useQueryClient } from '@tanstack/react-query'
import { fmt, tr } from '@/i18n'
import { api, unwrap } from '@/lib/api-client'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { cartKeys } from '@/api/query-keys'
import type { Cart } from './types'

/** PUT /api/cart/items/{bookId}: SETS the quantity (not adds); 0 removes the line. */
export async function setCartQuantity(bookId: string, quantity: number): Promise<Cart> {
  return unwrap(await api.PUT('/api/cart/items/{bookId}', { params: { path: { bookId } }, body: { quantity } }))
}

export type SetQuantityVars = {
  bookId: string
  /** For the toasts. */
  title: string
  quantity: number
  /**
   * 'add' toasts '{title} sepete eklendi!'; 'replace' (the book page's
   * 'Sepeti Güncelle') toasts the new quantity; 'update' (a stepper) is
   * silent unless it removes the line.
   */
  intent: 'add' | 'replace' | 'update'
}

/**
 * Sets a line's quantity and puts the returned cart into the cache (no
 * refetch). The line's quantity changes in the cache at once, so a second
 * quick click on + builds on the first instead of repeating it, and cart
 * mutations run one after another (one scope), so the server sees them in
 * the order they were made.
 */
export function useSetCartQuantity() {
  const queryClient = useQueryClient()
  return useMutation({
    scope: { id: 'cart' },
    mutationFn: (v: SetQuantityVars) => setCartQuantity(v.bookId, v.quantity),
    onMutate: async (v) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.detail() })
      const previous = queryClient.getQueryData<Cart>(cartKeys.detail())
      if (previous) {
        queryClient.setQueryData<Cart>(cartKeys.detail(), {
          ...previous,
          items: previous.items
            .map((l) => (l.bookId === v.bookId ? { ...l, quantity: v.quantity, lineTotal: l.price * v.quantity } : l))
            .filter((l) => l.quantity > 0),
        })
      }
      return { previous }
    },
    onSuccess: (cart, v) => {
      queryClient.setQueryData(cartKeys.detail(), cart)
      if (v.quantity === 0) notify.success(fmt(tr.cart.removed, { title: v.title }))
      else if (v.intent === 'add') notify.success(fmt(tr.cart.added, { title: v.title }))
      else if (v.intent === 'replace') notify.success(fmt(tr.cart.updated, { title: v.title, n: v.quantity }))
    },
    onError: (err, v, context) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.detail(), context.previous)
      const fallback =
        v.quantity === 0
          ? tr.cart.removeError
          : v.intent === 'add'
            ? tr.cart.addError
            : v.intent === 'replace'
              ? tr.cart.updateError
              : tr.cart.quantityError
      const message = serverMessageOr(err, fallback)
      // The book page's replace names what failed before the server's reason.
      notify.error(v.intent === 'replace' && message !== fallback ? `${fallback}: ${message}` : message)
    },
  })
}
