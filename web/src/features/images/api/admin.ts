import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { imageKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type StorageStatus = Schemas['StorageStatusResponse']
export type PendingImage = Schemas['PendingImage']

/** GET /api/admin/storage: backend and a live connection check. */
export async function getStorageStatus(signal?: AbortSignal): Promise<StorageStatus> {
  return unwrap(await api.GET('/api/admin/storage', { signal }))
}

export const storageStatusQueryOptions = () =>
  queryOptions({ queryKey: imageKeys.storage(), queryFn: ({ signal }) => getStorageStatus(signal) })

export function useStorageStatus() {
  return useQuery(storageStatusQueryOptions())
}

/** GET /api/admin/storage/test: the settings page's storage connection test. */
export async function testStorage(): Promise<Schemas['StorageTestResponse']> {
  return unwrap(await api.GET('/api/admin/storage/test'))
}

export function useTestStorage() {
  return useMutation({ mutationKey: mutationKey('images.testStorage'), mutationFn: testStorage })
}

/** GET /api/admin/images/pending: unapproved images, newest first. */
export async function getPendingImages(signal?: AbortSignal): Promise<PendingImage[]> {
  return unwrap(await api.GET('/api/admin/images/pending', { signal })).items
}

export const pendingImagesQueryOptions = () =>
  queryOptions({ queryKey: imageKeys.pending(), queryFn: ({ signal }) => getPendingImages(signal) })

export function usePendingImages() {
  return useQuery(pendingImagesQueryOptions())
}

export async function approveImage(id: string) {
  return unwrap(await api.POST('/api/admin/images/{id}/approve', { params: { path: { id } } }))
}

export async function rejectImage(id: string) {
  return unwrap(await api.POST('/api/admin/images/{id}/reject', { params: { path: { id } } }))
}

/** Approve or reject; the image leaves the list at once. */
export function useDecideImage(decision: 'approve' | 'reject') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decision === 'approve' ? approveImage : rejectImage,
    onSuccess: (_, id) => {
      queryClient.setQueryData<PendingImage[]>(imageKeys.pending(), (list) => list?.filter((p) => p.id !== id))
    },
  })
}
