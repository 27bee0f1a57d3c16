import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { authorPanelKeys } from '@/api/query-keys'

export type AuthorDashboard = Schemas['AuthorDashboard']
export type AuthorActivityItem = Schemas['AuthorActivityItem']
/** Every action the audit log holds (the server's enum). */
export type AuditAction = Schemas['AuditAction']

/** GET /api/author/dashboard: the four counters and recent activity from the server's audit log. */
export async function getAuthorDashboard(signal?: AbortSignal): Promise<AuthorDashboard> {
  return unwrap(await api.GET('/api/author/dashboard', { signal }))
}

export const authorDashboardQueryOptions = () =>
  queryOptions({
    queryKey: authorPanelKeys.dashboard(),
    queryFn: ({ signal }) => getAuthorDashboard(signal),
  })

export function useAuthorDashboard() {
  return useQuery(authorDashboardQueryOptions())
}
