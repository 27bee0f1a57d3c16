import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { authorPanelKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type MyAuthorProfile = Schemas['MyAuthorProfile']
/** GET /api/author/me: `author` is null until the profile is created (the server documents it). */
export type AuthorMe = Omit<Schemas['AuthorMe'], 'author'> & { author: MyAuthorProfile | null }
export type AuthorProfileRequest = Schemas['AuthorProfileRequest']
export type AuthorProfileSaved = Schemas['AuthorProfileSaved']

export async function getAuthorMe(signal?: AbortSignal): Promise<AuthorMe> {
  const data = unwrap(await api.GET('/api/author/me', { signal })) as AuthorMe
  return { ...data, author: data.author ?? null }
}

export const authorMeQueryOptions = () =>
  queryOptions({
    queryKey: authorPanelKeys.me(),
    queryFn: ({ signal }) => getAuthorMe(signal),
  })

/** The author profile and its approval status. */
export function useAuthorMe() {
  return useQuery(authorMeQueryOptions())
}

/** PUT /api/author/profile: creates the profile on the first save, else updates name and biography. */
export async function saveAuthorProfile(body: AuthorProfileRequest): Promise<AuthorProfileSaved> {
  return unwrap(await api.PUT('/api/author/profile', { body }))
}

export function useSaveAuthorProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('authorPanel.profileSave'),
    mutationFn: saveAuthorProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(authorMeQueryOptions().queryKey, (prev) =>
        prev ? { ...prev, author: saved.author } : prev,
      )
    },
  })
}
