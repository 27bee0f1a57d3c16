export type AdminEventListParams = { q: string; page: number }

/** Query-key factory of the admin events screen. */
export const adminEventKeys = {
  all: ['admin-events'] as const,
  lists: () => [...adminEventKeys.all, 'list'] as const,
  list: (params: AdminEventListParams) => [...adminEventKeys.lists(), params] as const,
}
