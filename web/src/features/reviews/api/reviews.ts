import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { bookKeys, reviewKeys, type ReviewListParams } from '@/api/query-keys'

export type PublicReview = Schemas['PublicReview']
export type ReviewList = Schemas['ReviewList']
export type MyReviewState = Schemas['MyReviewState']
export type ReviewRequest = Schemas['ReviewRequest']

export const REVIEWS_PAGE_SIZE = 10

/** GET /api/books/{id}/reviews: the book's published reviews, newest or most helpful first. */
export const reviewsQueryOptions = (bookId: string, params: ReviewListParams) =>
  queryOptions({
    queryKey: reviewKeys.list(bookId, params),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/books/{id}/reviews', {
          params: { path: { id: bookId }, query: { ...params, pageSize: REVIEWS_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  })

export function useReviews(bookId: string, params: ReviewListParams) {
  return useQuery(reviewsQueryOptions(bookId, params))
}

/** GET /api/books/{id}/my-review: may the signed-in member review the book, and their review. */
export function useMyReview(bookId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.mine(bookId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/books/{id}/my-review', { params: { path: { id: bookId } }, signal })),
    enabled,
  })
}

/** After a write: the member's state, the lists and every card and detail showing the rating. */
function useInvalidate() {
  const qc = useQueryClient()
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: reviewKeys.all }), qc.invalidateQueries({ queryKey: bookKeys.all })])
}

/** PUT /api/books/{id}/my-review: write or edit. */
export function useSaveReview(bookId: string) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: async (body: ReviewRequest) =>
      unwrap(await api.PUT('/api/books/{id}/my-review', { params: { path: { id: bookId } }, body })),
    onSuccess: invalidate,
  })
}

/** DELETE /api/books/{id}/my-review. */
export function useDeleteReview(bookId: string) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: async () => {
      unwrap(await api.DELETE('/api/books/{id}/my-review', { params: { path: { id: bookId } } }))
    },
    onSuccess: invalidate,
  })
}

/** POST /api/reviews/{id}/helpful: once per member, never their own. */
export function useVoteReview() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => unwrap(await api.POST('/api/reviews/{id}/helpful', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewKeys.lists() }),
  })
}

/** POST /api/reviews/{id}/report with a reason. */
export function useReportReview() {
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) => {
      unwrap(await api.POST('/api/reviews/{id}/report', { params: { path: { id } }, body: { reason } }))
    },
  })
}
