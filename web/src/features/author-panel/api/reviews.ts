import { useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { reviewKeys } from '@/api/query-keys'

export type AuthorReviews = Schemas['AuthorReviews']

/** GET /api/author/reviews: the author's books with their averages and the newest published reviews (read only). */
export function useAuthorReviews() {
  return useQuery({
    queryKey: reviewKeys.author(),
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/author/reviews', { signal })),
  })
}
