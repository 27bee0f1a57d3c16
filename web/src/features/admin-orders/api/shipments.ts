import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { adminOrderKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'
import type { AdminOrder } from './types'

export type Shipment = Schemas['ShipmentView']
export type ShipmentStatus = Shipment['status']
export type ShipmentEvent = Schemas['TrackingEventView']
export type PrepareFailure = Schemas['PrepareFailure']
export type PrepareResult = Schemas['PrepareResult']
export type CarrierOption = Schemas['CarrierView']

/** An admin order with its shipment when it has one (the detail carries it, a list row its status). */
export type OrderWithShipment = AdminOrder

/** POST /api/admin/shipments: 'Kargoya hazırla' for 1–50 confirmed orders, each independent. */
export async function prepareShipments(orderIds: string[]): Promise<PrepareResult> {
  return unwrap(await api.POST('/api/admin/shipments', { body: { orderIds } }))
}

/** POST /api/admin/orders/{id}/shipment/cancel: cancelled at the carrier first; the order stays confirmed. */
export async function cancelShipment(id: string): Promise<Shipment> {
  return unwrap(await api.POST('/api/admin/orders/{id}/shipment/cancel', { params: { path: { id } } }))
}

/** GET /api/admin/carriers: the carriers of the ship dialog, the one with an API marked. */
export async function getCarriers(signal?: AbortSignal): Promise<Schemas['CarrierList']> {
  return unwrap(await api.GET('/api/admin/carriers', { signal }))
}

/** The labels PDF of the orders' shipments (a label page and a packing-slip page each). */
export function labelsUrl(orderIds: string[]): string {
  return `/api/admin/shipments/labels?orders=${orderIds.map(encodeURIComponent).join(',')}`
}

export const carriersQueryOptions = () =>
  queryOptions({
    queryKey: adminOrderKeys.carriers(),
    queryFn: ({ signal }) => getCarriers(signal),
    staleTime: 5 * 60_000,
  })

/** The carrier the shop reaches through an API, or null (then only the manual ship dialog is offered). */
export function useApiCarrier(): CarrierOption | null {
  const q = useQuery(carriersQueryOptions())
  return q.data?.carriers.find((c) => c.api) ?? null
}

/** The carriers of the filter, in the server's order. */
export function useCarriers(): CarrierOption[] {
  return useQuery(carriersQueryOptions()).data?.carriers ?? []
}

export function usePrepareShipments() {
  return useMutation({ mutationKey: mutationKey('shipment.prepare'), mutationFn: prepareShipments })
}

export function useCancelShipment() {
  return useMutation({ mutationKey: mutationKey('shipment.cancel'), mutationFn: cancelShipment })
}
