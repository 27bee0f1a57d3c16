import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { authorPanelKeys, type AuthorPanelListParams as AuthorListParams } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type AuthorEvent = Schemas['AdminEvent']
export type AuthorEventList = Schemas['AdminEventList']
export type AuthorEventRequest = Schemas['AuthorEventRequest']

export const AUTHOR_EVENTS_PAGE_SIZE = 12

/** GET /api/author/events: the signed-in author's own events, any status. */
export async function getAuthorEvents(params: AuthorListParams, signal?: AbortSignal): Promise<AuthorEventList> {
  return unwrap(
    await api.GET('/api/author/events', {
      params: { query: { q: params.q || undefined, page: params.page, pageSize: params.pageSize } },
      signal,
    }),
  )
}

export const authorEventsQueryOptions = (params: AuthorListParams) =>
  queryOptions({
    queryKey: authorPanelKeys.eventList(params),
    queryFn: ({ signal }) => getAuthorEvents(params, signal),
    placeholderData: keepPreviousData,
  })

export function useAuthorEvents(params: AuthorListParams) {
  return useQuery(authorEventsQueryOptions(params))
}

/** GET /api/author/events/{id}. */
export async function getAuthorEvent(id: string, signal?: AbortSignal): Promise<AuthorEvent> {
  return unwrap(await api.GET('/api/author/events/{id}', { params: { path: { id } }, signal }))
}

export const authorEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: authorPanelKeys.event(id),
    queryFn: ({ signal }) => getAuthorEvent(id, signal),
  })

export function useAuthorEvent(id: string | null) {
  return useQuery({ ...authorEventQueryOptions(id ?? ''), enabled: id !== null })
}

/** POST /api/author/events (new, pending) or PUT /api/author/events/{id} (back to pending). */
export async function saveAuthorEvent({ id, body }: { id?: string; body: AuthorEventRequest }): Promise<AuthorEvent> {
  if (id) return unwrap(await api.PUT('/api/author/events/{id}', { params: { path: { id } }, body }))
  return unwrap(await api.POST('/api/author/events', { body }))
}

export function useSaveAuthorEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('authorPanel.eventSave'),
    mutationFn: saveAuthorEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(authorPanelKeys.event(event.id), event)
    },
  })
}
