import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { shippingKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type ShippingSetting = Schemas['ShippingSetting']

/** GET /api/admin/settings/shipping: the fee and the free-shipping threshold, kuruş. */
export async function getShipping(signal?: AbortSignal): Promise<ShippingSetting> {
  return unwrap(await api.GET('/api/admin/settings/shipping', { signal }))
}

export function useShipping() {
  return useQuery({ queryKey: shippingKeys.setting(), queryFn: ({ signal }) => getShipping(signal) })
}

/** PUT /api/admin/settings/shipping: carts and new orders use it; placed orders keep theirs. */
export async function saveShipping(body: ShippingSetting): Promise<ShippingSetting> {
  return unwrap(await api.PUT('/api/admin/settings/shipping', { body }))
}

export function useSaveShipping() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('shipping.save'),
    mutationFn: saveShipping,
    onSuccess: (saved) => {
      queryClient.setQueryData(shippingKeys.setting(), saved)
    },
  })
}
