import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { ApiError, type Problem } from '@/lib/api-client'
import { adminOrderKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'
import type { AdminOrder } from './types'

/** Where a parcel stands at the carrier (bookstore.ShipmentStatus). */
export type ShipmentStatus =
  | 'created'
  | 'accepted'
  | 'in_transit'
  | 'out_for_delivery'
  | 'delivered'
  | 'delivery_failed'
  | 'returned'
  | 'cancelled'

/** One movement of the parcel at the carrier, with the server's Turkish label. */
export interface ShipmentEvent {
  key: string
  status: ShipmentStatus
  label: string
  at: string
  location: string
  description: string
}

/** A shipment created at a carrier with an API; its events are newest first. */
export interface Shipment {
  id: string
  orderId: string
  orderNumber: string
  carrier: string
  trackingNumber: string
  trackingUrl: string | null
  reference: string
  status: ShipmentStatus
  statusLabel: string
  statusAt: string
  grams: number
  desi: number
  createdAt: string
  deliveredAt: string | null
  /** For a failed or returned delivery: what staff should do; '' otherwise. */
  attention: string
  events: ShipmentEvent[]
}

export interface PrepareFailure {
  orderId: string
  orderNumber: string
  message: string
}

export interface PrepareResult {
  prepared: Shipment[]
  failed: PrepareFailure[]
}

export interface CarrierOption {
  name: string
  /** Whether the shop reaches this carrier through its API ('Kargoya hazırla'); the others are shipped by hand. */
  api: boolean
}

/** An admin order with its shipment, when it has one. */
export type OrderWithShipment = AdminOrder & { shipment?: Shipment | null; shipmentStatus?: ShipmentStatus | null }

/** The most orders one 'Kargoya hazırla' takes (the server's limit). */
export const PREPARE_MAX = 50

function isProblem(v: unknown): v is Problem {
  return typeof v === 'object' && v !== null && typeof (v as Problem).message === 'string'
}

// The shipment endpoints are called through fetch directly, as the rest of
// the client does through openapi-fetch: same origin, the session cookie,
// problem JSON turned into an ApiError.
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const base = typeof window === 'undefined' ? '' : window.location.origin
  const res = await globalThis.fetch(
    new Request(base + path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    }),
  )
  const data: unknown = await res.json().catch(() => null)
  if (!res.ok) throw new ApiError(res.status, isProblem(data) ? data : null)
  return data as T
}

/** POST /api/admin/shipments: 'Kargoya hazırla' for 1–50 confirmed orders, each independent. */
export function prepareShipments(orderIds: string[]): Promise<PrepareResult> {
  return call<PrepareResult>('POST', '/api/admin/shipments', { orderIds })
}

/** POST /api/admin/orders/{id}/shipment/cancel: cancelled at the carrier first; the order stays confirmed. */
export function cancelShipment(orderId: string): Promise<Shipment> {
  return call<Shipment>('POST', `/api/admin/orders/${encodeURIComponent(orderId)}/shipment/cancel`)
}

/** GET /api/admin/carriers: the carriers of the ship dialog, the one with an API marked. */
export function getCarriers(signal?: AbortSignal): Promise<{ carriers: CarrierOption[] }> {
  return call<{ carriers: CarrierOption[] }>('GET', '/api/admin/carriers', undefined, signal)
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
