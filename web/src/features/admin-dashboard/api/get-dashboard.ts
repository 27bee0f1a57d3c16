import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { dashboardKeys } from '@/api/query-keys'

export type Dashboard = Schemas['Dashboard']
export type ActivityItem = Schemas['ActivityItem']

/** GET /api/admin/dashboard: the four totals, pending work and up to 6 recent activities. */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return unwrap(await api.GET('/api/admin/dashboard', { signal }))
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => getDashboard(signal),
    // The panel is the admin's home: refresh when they come back to it.
    staleTime: 30_000,
  })

export function useDashboard() {
  return useQuery(dashboardQueryOptions())
}
