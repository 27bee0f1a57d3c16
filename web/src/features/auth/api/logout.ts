import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api, unwrap } from '@/lib/api-client'
import { authKeys } from '@/api/query-keys'
import { meQueryOptions } from './get-me'
import { paths } from '@/lib/paths'

export async function logout(): Promise<void> {
  unwrap(await api.POST('/api/auth/logout'))
}

/** Signs out, clears every cached query and goes home. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      await queryClient.cancelQueries()
      // Tell the mounted observers first, then drop everything else.
      queryClient.setQueryData(meQueryOptions().queryKey, { user: null })
      queryClient.removeQueries({
        predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(authKeys.me()),
      })
      void navigate(paths.home())
    },
  })
}
