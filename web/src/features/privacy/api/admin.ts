import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { privacyKeys } from '@/api/query-keys'
import { api, unwrap, type Schemas } from '@/lib/api-client'

export type DataRequest = Schemas['DataRequestItem']

/** GET /api/admin/data-requests: the KVKK request log, newest first. */
export function useDataRequests(page: number) {
  return useQuery(
    queryOptions({
      queryKey: privacyKeys.requests(page),
      queryFn: async ({ signal }) =>
        unwrap(await api.GET('/api/admin/data-requests', { params: { query: { page } }, signal })),
      placeholderData: keepPreviousData,
    }),
  )
}

/** The consent ledger as İYS's CSV (a download link: the browser sends the session cookie). */
export const consentsCsvUrl = '/api/admin/consents.csv'

/** POST /api/admin/announcements. */
export function useAnnounce() {
  return useMutation({
    mutationFn: async (body: Schemas['AnnouncementRequest']) =>
      unwrap(await api.POST('/api/admin/announcements', { body })),
  })
}

/** GET /api/cookies: the cookie registry the policy page lists. */
export async function getCookies(signal?: AbortSignal): Promise<Schemas['CookieInfo'][]> {
  return unwrap(await api.GET('/api/cookies', { signal })).items
}

export const cookiesQueryOptions = () =>
  queryOptions({ queryKey: privacyKeys.cookies(), queryFn: ({ signal }) => getCookies(signal), staleTime: Infinity })

export function useCookies() {
  return useQuery(cookiesQueryOptions())
}
