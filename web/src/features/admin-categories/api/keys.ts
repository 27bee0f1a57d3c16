/** Query-key factory of the admin categories screen. */
export const adminCategoryKeys = {
  all: ['admin-categories'] as const,
  lists: () => [...adminCategoryKeys.all, 'list'] as const,
  list: (q: string) => [...adminCategoryKeys.lists(), { q }] as const,
}
