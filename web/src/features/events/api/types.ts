import type { paths } from '@/api/schema.gen'
import type { Schemas } from '@/lib/api-client'

export type EventCard = Schemas['EventCard']
export type EventDetail = Schemas['EventDetail']
export type EventWhen = NonNullable<NonNullable<paths['/api/events']['get']['parameters']['query']>['when']>

export type EventList = Schemas['EventList']

/** The events list's query (and its key, eventKeys.list). */
export type EventListParams = { q: string; when: EventWhen; page: number; pageSize: number }
