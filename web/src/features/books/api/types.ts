import type { paths } from '@/api/schema.gen'
import type { Schemas } from '@/lib/api-client'

export type BookCard = Schemas['BookCard']
export type BookDetail = Schemas['BookDetail']
export type RelatedBooks = Schemas['RelatedBooks']
export type Category = Schemas['Category']
export type BookSort = NonNullable<NonNullable<paths['/api/books']['get']['parameters']['query']>['sort']>

export type BookList = Schemas['BookList']

/** The storefront list's query (and its key, bookKeys.list). */
export type BookListParams = {
  q: string
  category: string
  sort: BookSort
  /** 4: '4 yıldız ve üzeri'; 0: every book. */
  minRating?: number
  /** The author's id ('' for every author). */
  author?: string
  /** Whole lira; 0 is no bound. */
  minPrice?: number
  maxPrice?: number
  inStock?: boolean
  page: number
  pageSize: number
}
