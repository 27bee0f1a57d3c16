import type { FeaturedItem } from './api/featured'

/** The storefront shows at most this many featured books (GET /api/books/featured). */
export const HOME_FEATURED_LIMIT = 6

export type HomeVisibility = 'shown' | 'not-approved' | 'beyond-limit'

/**
 * Which entries the home page shows: approved books, in order, up to 6.
 * The admin API does not say whether the book's author is approved (the
 * storefront also hides those), so this can only be told from the book.
 */
export function homeVisibility(items: FeaturedItem[]): HomeVisibility[] {
  let shown = 0
  return items.map((item) => {
    if (!item.book.approved) return 'not-approved'
    shown += 1
    return shown > HOME_FEATURED_LIMIT ? 'beyond-limit' : 'shown'
  })
}
