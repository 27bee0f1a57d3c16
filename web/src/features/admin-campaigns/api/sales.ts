import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { saleKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type AdminSale = Schemas['AdminSale']
export type SaleRequest = Schemas['SaleRequest']
export type BookOption = Pick<Schemas['AdminBook'], 'id' | 'title' | 'authorName' | 'price'>

/** GET /api/admin/sales: every sale, latest start first, with its state. */
export async function getSales(signal?: AbortSignal): Promise<AdminSale[]> {
  return unwrap(await api.GET('/api/admin/sales', { signal })).items
}

export const salesQueryOptions = () =>
  queryOptions({ queryKey: saleKeys.list(), queryFn: ({ signal }) => getSales(signal) })

export function useSales() {
  return useQuery(salesQueryOptions())
}

/** POST /api/admin/sales (new) or PUT /api/admin/sales/{id}. */
export async function saveSale({ id, body }: { id?: string; body: SaleRequest }): Promise<AdminSale> {
  if (id) return unwrap(await api.PUT('/api/admin/sales/{id}', { params: { path: { id } }, body }))
  return unwrap(await api.POST('/api/admin/sales', { body }))
}

/** DELETE /api/admin/sales/{id}: a sale that has not begun (one that has is ended, not deleted). */
export async function deleteSale(id: string): Promise<void> {
  unwrap(await api.DELETE('/api/admin/sales/{id}', { params: { path: { id } } }))
}

/** POST /api/admin/sales/{id}/end: a running sale ends now; it stays as the proof of its price. */
export async function endSale(id: string): Promise<void> {
  unwrap(await api.POST('/api/admin/sales/{id}/end', { params: { path: { id } } }))
}

/** A sale changes what the shop charges: the storefront's books refetch too. */
export function useSaveSale() {
  return useMutation({ mutationKey: mutationKey('sale.save'), mutationFn: saveSale })
}

export function useDeleteSale() {
  return useMutation({ mutationKey: mutationKey('sale.delete'), mutationFn: deleteSale })
}

export function useEndSale() {
  return useMutation({ mutationKey: mutationKey('sale.end'), mutationFn: endSale })
}

/** GET /api/admin/books?q=: the first page of matches, for picking a sale's books. */
export async function findBooks(q: string, signal?: AbortSignal): Promise<BookOption[]> {
  const query = { page: 1, pageSize: 10, ...(q ? { q } : {}) }
  return unwrap(await api.GET('/api/admin/books', { params: { query }, signal })).items
}

export function useBookOptions(q: string) {
  return useQuery({
    queryKey: [...saleKeys.all, 'book-options', q],
    queryFn: ({ signal }) => findBooks(q, signal),
    placeholderData: keepPreviousData,
    enabled: q.trim().length > 0,
  })
}

export type AdminCoupon = Schemas['AdminCoupon']
export type CouponFormRequest = Schemas['CouponFormRequest']

/** GET /api/admin/coupons: every coupon, newest first, with its usage. */
export async function getCoupons(signal?: AbortSignal): Promise<AdminCoupon[]> {
  return unwrap(await api.GET('/api/admin/coupons', { signal })).items
}

export function useCoupons() {
  return useQuery({ queryKey: saleKeys.coupons(), queryFn: ({ signal }) => getCoupons(signal) })
}

/** POST /api/admin/coupons (new) or PUT /api/admin/coupons/{id}. */
export async function saveCoupon({ id, body }: { id?: string; body: CouponFormRequest }): Promise<AdminCoupon> {
  if (id) return unwrap(await api.PUT('/api/admin/coupons/{id}', { params: { path: { id } }, body }))
  return unwrap(await api.POST('/api/admin/coupons', { body }))
}

/** PUT /api/admin/coupons/{id}/active: deactivate (or reactivate); the usage stays. */
export async function setCouponActive({ id, active }: { id: string; active: boolean }): Promise<AdminCoupon> {
  return unwrap(await api.PUT('/api/admin/coupons/{id}/active', { params: { path: { id } }, body: { active } }))
}

export function useSaveCoupon() {
  return useMutation({ mutationKey: mutationKey('coupon.save'), mutationFn: saveCoupon })
}

export function useSetCouponActive() {
  return useMutation({ mutationKey: mutationKey('coupon.active'), mutationFn: setCouponActive })
}
