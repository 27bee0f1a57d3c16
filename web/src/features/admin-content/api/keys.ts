/** Query-key factory of the admin's content pages. */
export const contentKeys = {
  all: ['admin-pages'] as const,
  list: () => [...contentKeys.all, 'list'] as const,
}
