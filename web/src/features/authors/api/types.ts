import type { Schemas } from '@/lib/api-client'

export type AuthorCard = Schemas['AuthorCard']
export type AuthorEvent = Schemas['EventCard']

export type AuthorList = Schemas['AuthorList']
export type AuthorProfile = Schemas['AuthorPage']
