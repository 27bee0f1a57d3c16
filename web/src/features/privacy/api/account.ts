import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

/** The data export, produced by the server for the signed-in member. */
export const exportUrls = {
  json: '/api/account/export',
  html: '/api/account/export?format=html',
}

/** POST /api/account/delete: closes the account; every cached query is the old member's, so all go. */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (password: string) => {
      unwrap(await api.POST('/api/account/delete', { body: { password } }))
    },
    onSuccess: () => queryClient.clear(),
  })
}

/** POST /api/unsubscribe?t=: the one-click link of a marketing mail. */
export async function unsubscribe(token: string): Promise<string> {
  return unwrap(await api.POST('/api/unsubscribe', { params: { query: { t: token } } })).message
}
