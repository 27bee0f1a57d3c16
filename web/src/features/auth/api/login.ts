import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { meQueryOptions } from './get-me'

export type LoginRequest = Schemas['LoginRequest']
export type AuthResponse = Schemas['AuthResponse']
/** The user, or the second step still due ('verify' or an admin's 'enrol'). */
export type LoginResponse = Schemas['LoginResponse']

export async function login(body: LoginRequest): Promise<LoginResponse> {
  return unwrap(await api.POST('/api/auth/login', { body }))
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      if (data.user) queryClient.setQueryData(meQueryOptions().queryKey, { user: data.user })
    },
  })
}
