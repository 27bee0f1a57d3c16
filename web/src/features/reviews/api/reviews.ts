import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { reviewKeys, type ReviewListParams } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

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
/** PUT /api/books/{id}/my-review: write or edit. */
export function useSaveReview(bookId: string) {
  return useMutation({
    mutationKey: mutationKey('review.save'),
    mutationFn: async (body: ReviewRequest) =>
      unwrap(await api.PUT('/api/books/{id}/my-review', { params: { path: { id: bookId } }, body })),
  })
}

/** DELETE /api/books/{id}/my-review. */
export function useDeleteReview(bookId: string) {
  return useMutation({
    mutationKey: mutationKey('review.delete'),
    mutationFn: async () => {
      unwrap(await api.DELETE('/api/books/{id}/my-review', { params: { path: { id: bookId } } }))
    },
  })
}

/** POST /api/reviews/{id}/helpful: once per member, never their own. */
export function useVoteReview() {
  return useMutation({
    mutationKey: mutationKey('review.vote'),
    mutationFn: async (id: string) => unwrap(await api.POST('/api/reviews/{id}/helpful', { params: { path: { id } } })),
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
