import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { profileKeys } from '@/api/query-keys'

export type Profile = Schemas['CurrentUser']

/** GET /api/profile: the signed-in user's profile (any role). */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return unwrap(await api.GET('/api/profile', { signal }))
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.detail(),
    queryFn: ({ signal }) => getProfile(signal),
  })

export function useProfile() {
  return useQuery(profileQueryOptions())
}
