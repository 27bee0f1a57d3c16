import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { cartKeys } from '@/api/query-keys'
import type { Cart } from './types'

/** PUT /api/cart/coupon: the server normalises the code and checks it against the cart; a refused code changes nothing. */
export async function applyCoupon(code: string): Promise<Cart> {
  return unwrap(await api.PUT('/api/cart/coupon', { body: { code } }))
}

/** DELETE /api/cart/coupon. */
export async function removeCoupon(): Promise<Cart> {
  return unwrap(await api.DELETE('/api/cart/coupon'))
}

/** Both answer the cart, which goes into the cache as it is. */
export function useCartCoupon() {
  const queryClient = useQueryClient()
  const onSuccess = (cart: Cart) => queryClient.setQueryData(cartKeys.detail(), cart)
  return {
    apply: useMutation({ mutationFn: applyCoupon, onSuccess }),
    remove: useMutation({ mutationFn: removeCoupon, onSuccess }),
  }
}
