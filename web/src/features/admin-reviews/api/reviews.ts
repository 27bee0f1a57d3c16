import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { reviewKeys, type AdminReviewListParams } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type AdminReview = Schemas['AdminReview']
export type AdminReviewStatus = 'pending' | 'published' | 'rejected' | 'hidden' | 'all'

export const ADMIN_REVIEWS_PAGE_SIZE = 20

/** GET /api/admin/reviews: reported first, then pending, then newest; by status and words. */
export function useAdminReviews(params: AdminReviewListParams) {
  return useQuery({
    queryKey: reviewKeys.admin(params),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/admin/reviews', {
          params: {
            query: {
              status: params.status as AdminReviewStatus,
              q: params.q || undefined,
              page: params.page,
              pageSize: ADMIN_REVIEWS_PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  })
}

export type Moderation = { kind: 'approve'; id: string } | { kind: 'reject' | 'hide'; id: string; reason: string }

async function moderate(m: Moderation): Promise<AdminReview> {
  const path = { params: { path: { id: m.id } } }
  switch (m.kind) {
    case 'approve':
      return unwrap(await api.POST('/api/admin/reviews/{id}/approve', path))
    case 'reject':
      return unwrap(await api.POST('/api/admin/reviews/{id}/reject', { ...path, body: { reason: m.reason } }))
    case 'hide':
      return unwrap(await api.POST('/api/admin/reviews/{id}/hide', { ...path, body: { reason: m.reason } }))
  }
}

/** A moderation changes the queue, the dashboard's pending count and (publish, hide) the book's rating. */
export function useModerateReview() {
  return useMutation({ mutationKey: mutationKey('review.moderate'), mutationFn: moderate })
}
