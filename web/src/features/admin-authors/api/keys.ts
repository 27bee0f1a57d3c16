export type AdminAuthorListParams = { q: string; page: number }

/** Query-key factory of the admin authors screen. */
export const adminAuthorKeys = {
  all: ['admin-authors'] as const,
  lists: () => [...adminAuthorKeys.all, 'list'] as const,
  list: (params: AdminAuthorListParams) => [...adminAuthorKeys.lists(), params] as const,
}
