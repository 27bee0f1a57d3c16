import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { eventKeys } from '@/api/query-keys'
import type { EventList, EventListParams } from './types'

/** GET /api/events: approved events; `when` defaults to upcoming on the server too. */
export async function getEvents(params: EventListParams, signal?: AbortSignal): Promise<EventList> {
  return unwrap(
    await api.GET('/api/events', {
      params: { query: { q: params.q || undefined, when: params.when, page: params.page, pageSize: params.pageSize } },
      signal,
    }),
  )
}

export const eventsQueryOptions = (params: EventListParams) =>
  queryOptions({
    queryKey: eventKeys.list(params),
    queryFn: ({ signal }) => getEvents(params, signal),
    placeholderData: keepPreviousData,
  })

export function useEvents(params: EventListParams) {
  return useQuery(eventsQueryOptions(params))
}
