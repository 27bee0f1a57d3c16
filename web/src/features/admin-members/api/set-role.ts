import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { memberKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'
import type { Member, MemberPage, MemberRole } from './types'

/**
 * PUT /api/admin/members/{id}/role. The server refuses taking away one's own
 * admin role and demoting the last admin (409 with a Turkish message).
 */
export async function setMemberRole(id: string, role: MemberRole): Promise<Member> {
  return unwrap(await api.PUT('/api/admin/members/{id}/role', { params: { path: { id } }, body: { role } }))
}

/** Changes a role; the saved member replaces its row in every cached page. */
export function useSetMemberRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('member.role'),
    mutationFn: ({ id, role }: { id: string; role: MemberRole }) => setMemberRole(id, role),
    onSuccess: (member) => {
      queryClient.setQueriesData<MemberPage>({ queryKey: memberKeys.lists() }, (page) =>
        page ? { ...page, items: page.items.map((m) => (m.id === member.id ? member : m)) } : page,
      )
      queryClient.setQueryData(memberKeys.detail(member.id), member)
    },
  })
}
