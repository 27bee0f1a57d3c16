import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { authKeys } from '@/api/query-keys'

export type CurrentUser = Schemas['CurrentUser']
export type Role = CurrentUser['role']
/** The session as the app keeps it: `user` is null for guests. */
export type Me = { user: CurrentUser | null }

/** GET /api/auth/me. The server may send `user: null` or leave it out for guests. */
export async function getMe(): Promise<Me> {
  const data: Schemas['MeResponse'] = unwrap(await api.GET('/api/auth/me'))
  return { user: data.user ?? null }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: getMe,
    staleTime: 5 * 60_000,
  })

/** The signed-in user, or null for guests (undefined while loading). */
export function useCurrentUser() {
  const query = useQuery(meQueryOptions())
  return { ...query, user: query.data?.user }
}
