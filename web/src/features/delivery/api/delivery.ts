import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { deliveryKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type DeliverySetting = Schemas['DeliverySetting']

/** GET /api/admin/settings/delivery: handling days, the cut-off hour, transit days. */
export async function getDelivery(signal?: AbortSignal): Promise<DeliverySetting> {
  return unwrap(await api.GET('/api/admin/settings/delivery', { signal }))
}

export function useDelivery() {
  return useQuery({ queryKey: deliveryKeys.setting(), queryFn: ({ signal }) => getDelivery(signal) })
}

/** PUT /api/admin/settings/delivery: the book pages and the cart estimate by it from now on. */
export async function saveDelivery(body: DeliverySetting): Promise<DeliverySetting> {
  return unwrap(await api.PUT('/api/admin/settings/delivery', { body }))
}

export function useSaveDelivery() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('delivery.save'),
    mutationFn: saveDelivery,
    onSuccess: (saved) => {
      queryClient.setQueryData(deliveryKeys.setting(), saved)
    },
  })
}
