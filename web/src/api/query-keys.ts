/**
 * Query keys of the resources that more than one feature reads, one factory
 * per resource. A mutation invalidates `<resource>Keys.all`, so every screen
 * that shows the resource (storefront or admin) refetches it.
 */

/** Categories: GET /api/categories (storefront filter, author panel form) and GET /api/admin/categories (admin page, admin book form). */
export const categoryKeys = {
  all: ['categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  /** GET /api/categories: every category by name. */
  list: () => [...categoryKeys.lists(), 'public'] as const,
  /** GET /api/admin/categories?q=: the admin view (with createdAt), searched by name on the server. */
  adminList: (q: string) => [...categoryKeys.lists(), 'admin', { q }] as const,
}
