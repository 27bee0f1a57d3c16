import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { staffNoticeKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type StaffNoticeSettings = Schemas['StaffNoticeSettings']
export type MyStaffNotices = Schemas['MyStaffNotices']

/** GET /api/admin/settings/staff-notices: the mailing list, its delivery, the digest hour, the low-stock default. */
export async function getStaffNoticeSettings(signal?: AbortSignal): Promise<StaffNoticeSettings> {
  return unwrap(await api.GET('/api/admin/settings/staff-notices', { signal }))
}

export function useStaffNoticeSettings() {
  return useQuery({ queryKey: staffNoticeKeys.settings(), queryFn: ({ signal }) => getStaffNoticeSettings(signal) })
}

/** PUT /api/admin/settings/staff-notices: the saved settings come back normalised (addresses lower-cased, duplicates dropped). */
export async function saveStaffNoticeSettings(body: StaffNoticeSettings): Promise<StaffNoticeSettings> {
  return unwrap(await api.PUT('/api/admin/settings/staff-notices', { body }))
}

export function useSaveStaffNoticeSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('staffNotices.save'),
    mutationFn: saveStaffNoticeSettings,
    onSuccess: (saved) => queryClient.setQueryData(staffNoticeKeys.settings(), saved),
  })
}

/** GET /api/admin/me/staff-notices: how the signed-in admin gets the notices. */
export async function getMyStaffNotices(signal?: AbortSignal): Promise<MyStaffNotices> {
  return unwrap(await api.GET('/api/admin/me/staff-notices', { signal }))
}

export function useMyStaffNotices() {
  return useQuery({ queryKey: staffNoticeKeys.mine(), queryFn: ({ signal }) => getMyStaffNotices(signal) })
}

/** PUT /api/admin/me/staff-notices. */
export async function saveMyStaffNotices(body: MyStaffNotices): Promise<MyStaffNotices> {
  return unwrap(await api.PUT('/api/admin/me/staff-notices', { body }))
}

export function useSaveMyStaffNotices() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('staffNotices.mine'),
    mutationFn: saveMyStaffNotices,
    onSuccess: (saved) => queryClient.setQueryData(staffNoticeKeys.mine(), saved),
  })
}
