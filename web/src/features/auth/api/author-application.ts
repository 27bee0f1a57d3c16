import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { meQueryOptions } from './get-me'

export type AuthorApplicationRequest = Schemas['AuthorApplicationRequest']

/**
 * POST /api/auth/author-application: creates an author account with an
 * unapproved author profile and signs it in (201 with the session cookie).
 */
export async function applyAsAuthor(body: AuthorApplicationRequest): Promise<Schemas['AuthResponse']> {
  return unwrap(await api.POST('/api/auth/author-application', { body }))
}

export function useAuthorApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: applyAsAuthor,
    onSuccess: (data) => {
      queryClient.setQueryData(meQueryOptions().queryKey, { user: data.user })
    },
  })
}
