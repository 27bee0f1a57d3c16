import type { EventWhen } from './types'

export type EventListParams = { q: string; when: EventWhen; page: number; pageSize: number }

/** Query-key factory of the events feature. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (params: EventListParams) => [...eventKeys.lists(), params] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (id: string) => [...eventKeys.details(), id] as const,
}
