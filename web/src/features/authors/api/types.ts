import type { Schemas } from '@/lib/api-client'

export type AuthorCard = Schemas['AuthorCard']
export type AuthorEvent = Schemas['EventCard']

/** AuthorList with `items` never null. */
export type AuthorList = Omit<Schemas['AuthorList'], 'items'> & { items: AuthorCard[] }

/** AuthorPage with its lists never null. */
export type AuthorProfile = Omit<Schemas['AuthorPage'], 'books' | 'upcomingEvents'> & {
  books: Schemas['BookCard'][]
  upcomingEvents: AuthorEvent[]
}
