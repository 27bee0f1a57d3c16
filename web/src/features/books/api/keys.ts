import type { BookSort } from './types'

export type BookListParams = { q: string; category: string; sort: BookSort; page: number; pageSize: number }

/** Query-key factory of the books feature. */
export const bookKeys = {
  all: ['books'] as const,
  lists: () => [...bookKeys.all, 'list'] as const,
  list: (params: BookListParams) => [...bookKeys.lists(), params] as const,
  featured: () => [...bookKeys.all, 'featured'] as const,
  details: () => [...bookKeys.all, 'detail'] as const,
  detail: (id: string) => [...bookKeys.details(), id] as const,
}
