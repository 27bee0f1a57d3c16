import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { meQueryOptions } from './get-me'

export type LoginRequest = Schemas['LoginRequest']
export type AuthResponse = Schemas['AuthResponse']

export async function login(body: LoginRequest): Promise<AuthResponse> {
  return unwrap(await api.POST('/api/auth/login', { body }))
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      queryClient.setQueryData(meQueryOptions().queryKey, { user: data.user })
    },
  })
}
