import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { memberKeys, type MemberListParams } from '@/api/query-keys'
import type { MemberPage } from './types'

export const MEMBERS_PAGE_SIZE = 20

/** GET /api/admin/members?q=&page=&pageSize=: profiles, newest first; q matches the name or e-mail. */
export async function getMembers(params: MemberListParams, signal?: AbortSignal): Promise<MemberPage> {
  return unwrap(
    await api.GET('/api/admin/members', {
      params: { query: { q: params.q || undefined, page: params.page, pageSize: params.pageSize } },
      signal,
    }),
  )
}

export const membersQueryOptions = (params: MemberListParams) =>
  queryOptions({
    queryKey: memberKeys.list(params),
    queryFn: ({ signal }) => getMembers(params, signal),
    placeholderData: keepPreviousData,
  })

export function useMembers(params: MemberListParams) {
  return useQuery(membersQueryOptions(params))
}
