/** Query-key factory of the admin's featured list. */
export const featuredKeys = {
  all: ['admin-featured'] as const,
  list: () => [...featuredKeys.all, 'list'] as const,
}
