/** Query-key factory of the checkout feature. Card data never goes into a key or the cache. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  detail: (orderId: string) => [...checkoutKeys.all, 'detail', orderId] as const,
}
