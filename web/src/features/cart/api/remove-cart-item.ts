import { useMutation, useQueryClient } from '@tanstack/react-query'
import { fmt, tr } from '@/i18n'
import { api, unwrap } from '@/lib/api-client'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { cartKeys } from '@/api/query-keys'
import type { Cart } from './types'

/** DELETE /api/cart/items/{bookId}. */
export async function removeCartItem(bookId: string): Promise<Cart> {
  return unwrap(await api.DELETE('/api/cart/items/{bookId}', { params: { path: { bookId } } }))
}

export type RemoveVars = {
  bookId: string
  title: string
  /** The failure toast; the cart page uses 'Ürün kaldırılırken hata oluştu'. */
  errorMessage?: string
}

/** Removes a line and puts the returned cart into the cache (no refetch). */
export function useRemoveCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (v: RemoveVars) => removeCartItem(v.bookId),
    onSuccess: (cart, v) => {
      queryClient.setQueryData(cartKeys.detail(), cart)
      notify.success(fmt(tr.cart.removed, { title: v.title }))
    },
    onError: (err, v) => notify.error(serverMessageOr(err, v.errorMessage ?? tr.cart.removeError)),
  })
}
