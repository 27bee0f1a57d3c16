import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { locationKeys } from '@/api/query-keys'

export type Place = { id: number; name: string }

/** GET /api/locations/provinces: the 81 il (public; cached by the browser for a day). */
export async function getProvinces(signal?: AbortSignal): Promise<Place[]> {
  return unwrap(await api.GET('/api/locations/provinces', { signal })).items
}

/** GET /api/locations/provinces/{id}/districts: the il's ilçe. */
export async function getDistricts(provinceId: number, signal?: AbortSignal): Promise<Place[]> {
  return unwrap(
    await api.GET('/api/locations/provinces/{id}/districts', { params: { path: { id: String(provinceId) } }, signal }),
  ).items
}

/** The list never changes while the app runs. */
const forever = { staleTime: Infinity, gcTime: Infinity } as const

export function useProvinces() {
  return useQuery({ queryKey: locationKeys.provinces(), queryFn: ({ signal }) => getProvinces(signal), ...forever })
}

export function useDistricts(provinceId: number) {
  return useQuery({
    queryKey: locationKeys.districts(provinceId),
    queryFn: ({ signal }) => getDistricts(provinceId, signal),
    enabled: provinceId > 0,
    ...forever,
  })
}
