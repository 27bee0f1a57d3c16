import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { eventKeys } from '@/api/query-keys'
import type { EventDetail } from './types'

/** GET /api/events/{id}; 404 'Etkinlik bulunamadı'. */
export async function getEvent(id: string, signal?: AbortSignal): Promise<EventDetail> {
  return unwrap(await api.GET('/api/events/{id}', { params: { path: { id } }, signal }))
}

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
  })

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id))
}
