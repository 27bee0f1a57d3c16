import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { adminEventKeys, type AdminEventListParams } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type AdminEvent = Schemas['AdminEvent']
export type AdminEventList = Schemas['AdminEventList']
export type EventRequest = Schemas['EventRequest']
export type EventStatus = AdminEvent['status']

export const ADMIN_EVENTS_PAGE_SIZE = 12

/** GET /api/admin/events: every event, searched by title or author name on the server, paginated. */
export async function getAdminEvents({ q, page }: AdminEventListParams, signal?: AbortSignal): Promise<AdminEventList> {
  return unwrap(
    await api.GET('/api/admin/events', {
      params: { query: { q: q || undefined, page, pageSize: ADMIN_EVENTS_PAGE_SIZE } },
      signal,
    }),
  )
}

export const adminEventsQueryOptions = (params: AdminEventListParams) =>
  queryOptions({
    queryKey: adminEventKeys.list(params),
    queryFn: ({ signal }) => getAdminEvents(params, signal),
    placeholderData: keepPreviousData,
  })

export function useAdminEvents(params: AdminEventListParams) {
  return useQuery(adminEventsQueryOptions(params))
}

/** POST /api/admin/events (new) or PUT /api/admin/events/{id} (edit). */
export async function saveEvent({ id, body }: { id?: string; body: EventRequest }): Promise<AdminEvent> {
  if (id) return unwrap(await api.PUT('/api/admin/events/{id}', { params: { path: { id } }, body }))
  return unwrap(await api.POST('/api/admin/events', { body }))
}

/** PUT /api/admin/events/{id}/status: approve or reject a pending event. */
export async function setEventStatus({ id, status }: { id: string; status: EventStatus }): Promise<AdminEvent> {
  return unwrap(await api.PUT('/api/admin/events/{id}/status', { params: { path: { id } }, body: { status } }))
}

export async function deleteEvent(id: string): Promise<void> {
  unwrap(await api.DELETE('/api/admin/events/{id}', { params: { path: { id } } }))
}

export function useSaveEvent() {
  return useMutation({ mutationKey: mutationKey('event.save'), mutationFn: saveEvent })
}

export function useSetEventStatus() {
  return useMutation({ mutationKey: mutationKey('event.status'), mutationFn: setEventStatus })
}

export function useDeleteEvent() {
  return useMutation({ mutationKey: mutationKey('event.delete'), mutationFn: deleteEvent })
}
