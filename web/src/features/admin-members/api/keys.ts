/** Query-key factory of the admin members (Üye Yönetimi). */
export type MemberListParams = { q: string; page: number; pageSize: number }

export const memberKeys = {
  all: ['admin-members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (params: MemberListParams) => [...memberKeys.lists(), params] as const,
  details: () => [...memberKeys.all, 'detail'] as const,
  detail: (id: string) => [...memberKeys.details(), id] as const,
}
