import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { meQueryOptions } from './get-me'

/** POST /api/auth/sign-in-link: the same 202 whether or not the e-mail has an account. */
export async function requestSignInLink(body: Schemas['SignInLinkRequest']): Promise<Schemas['PasswordResetAccepted']> {
  return unwrap(await api.POST('/api/auth/sign-in-link', { body }))
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink })
}

/** POST /api/auth/sign-in-link/confirm: a session, or the second step when one is due. */
export async function confirmSignInLink(body: Schemas['SignInLinkConfirm']): Promise<Schemas['LoginResponse']> {
  return unwrap(await api.POST('/api/auth/sign-in-link/confirm', { body }))
}

export function useConfirmSignInLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmSignInLink,
    onSuccess: (res) => {
      if (res.user) queryClient.setQueryData(meQueryOptions().queryKey, { user: res.user })
    },
  })
}
