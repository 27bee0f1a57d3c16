/** Query-key factory of the admin books screen. */
export const adminBookKeys = {
  all: ['admin-books'] as const,
  lists: () => [...adminBookKeys.all, 'list'] as const,
  list: (q: string, page: number) => [...adminBookKeys.lists(), { q, page }] as const,
}
