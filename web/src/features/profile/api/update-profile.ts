import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import type { Profile } from './get-profile'
import { profileKeys } from '@/api/query-keys'

export type ProfileRequest = Schemas['ProfileRequest']

/** PUT /api/profile; the server normalises the phone to '+90 532 123 45 67'. */
export async function updateProfile(body: ProfileRequest): Promise<Profile> {
  return unwrap(await api.PUT('/api/profile', { body }))
}

/** Saves the profile and puts the answer into the profile cache. */
export function useUpdateProfile({ onSaved }: { onSaved?: (p: Profile) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail(), profile)
      onSaved?.(profile)
    },
  })
}
