import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { meQueryOptions } from './get-me'

export type RegisterRequest = Schemas['RegisterRequest']

export async function register(body: RegisterRequest): Promise<Schemas['AuthResponse']> {
  return unwrap(await api.POST('/api/auth/register', { body }))
}

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: (data) => {
      queryClient.setQueryData(meQueryOptions().queryKey, { user: data.user })
    },
  })
}
