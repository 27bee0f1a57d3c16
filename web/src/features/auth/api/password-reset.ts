import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { authKeys } from '@/api/query-keys'
import { meQueryOptions } from './get-me'

export type PasswordResetRequest = Schemas['PasswordResetRequest']
export type PasswordResetConfirm = Schemas['PasswordResetConfirm']

/** POST /api/auth/password-reset: the same 202 whether or not the e-mail has an account. */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<Schemas['PasswordResetAccepted']> {
  return unwrap(await api.POST('/api/auth/password-reset', { body }))
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}

/** POST /api/auth/password-reset/confirm: sets the password and ends every session of the account. */
export async function confirmPasswordReset(body: PasswordResetConfirm): Promise<void> {
  unwrap(await api.POST('/api/auth/password-reset/confirm', { body }))
}

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: () => {
      // Every session of the account ended, this browser's included.
      queryClient.setQueryData(meQueryOptions().queryKey, { user: null })
    },
  })
}

/**
 * POST /api/auth/password-reset/check: 204 while the link's token can still
 * be used (the token is not used up), a 422 with the dead-link message when
 * it was used or has expired. The token goes in the body, not the URL.
 */
export async function checkPasswordReset(token: string, signal?: AbortSignal): Promise<void> {
  unwrap(await api.POST('/api/auth/password-reset/check', { body: { token }, signal }))
}

/** The reset page's check of its link, once per token (no retries: a dead link stays dead). */
export function usePasswordResetCheck(token: string) {
  return useQuery({
    queryKey: authKeys.resetCheck(token),
    queryFn: ({ signal }) => checkPasswordReset(token, signal).then(() => true),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  })
}
