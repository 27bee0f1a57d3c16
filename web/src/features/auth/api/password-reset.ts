import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
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
