import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { memberKeys } from '@/api/query-keys'
import type { Member } from './types'

/** GET /api/admin/members/{id}: one profile. */
export async function getMember(id: string, signal?: AbortSignal): Promise<Member> {
  return unwrap(await api.GET('/api/admin/members/{id}', { params: { path: { id } }, signal }))
}

export const memberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: memberKeys.detail(id),
    queryFn: ({ signal }) => getMember(id, signal),
  })

/** The detail modal: shows the list's row at once and refreshes it from the server. */
export function useMember(id: string, row?: Member) {
  return useQuery({ ...memberQueryOptions(id), placeholderData: row })
}
