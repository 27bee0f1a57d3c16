import { useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { royaltyKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type AuthorRoyalty = Schemas['AuthorRoyaltyView']
export type RoyaltyRate = Schemas['RoyaltyRateView']
export type RoyaltyStatement = Schemas['RoyaltyStatementView']
export type AuthorSales = Schemas['AuthorSales']
export type RateInput = { kind: 'percent' | 'fixed'; basisPoints: number; perCopy: number }

/** GET /api/admin/authors/{id}/royalty. */
export function useAuthorRoyalty(authorId: string) {
  return useQuery({
    queryKey: royaltyKeys.settings(authorId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/admin/authors/{id}/royalty', { params: { path: { id: authorId } }, signal })),
  })
}

/** GET /api/admin/authors/{id}/royalty-statements. */
export function useAdminStatements(authorId: string) {
  return useQuery({
    queryKey: royaltyKeys.adminStatements(authorId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/admin/authors/{id}/royalty-statements', { params: { path: { id: authorId } }, signal }),
      ).items,
  })
}

/** A statement: the admin's view of any, or the author's own (404 for another's). */
export function useStatement(scope: 'admin' | 'author', id: string) {
  return useQuery({
    queryKey: royaltyKeys.statement(scope, id),
    queryFn: async ({ signal }) => {
      const opts = { params: { path: { id } }, signal }
      return scope === 'admin'
        ? unwrap(await api.GET('/api/admin/royalty-statements/{id}', opts))
        : unwrap(await api.GET('/api/author/royalty-statements/{id}', opts))
    },
  })
}

/** The PDF's URL: a plain link, the session cookie goes with it. */
export function statementPdfUrl(scope: 'admin' | 'author', id: string): string {
  const base = scope === 'admin' ? '/api/admin/royalty-statements/' : '/api/author/royalty-statements/'
  return `${base}${encodeURIComponent(id)}/pdf`
}

export function useSetAuthorRoyalty(authorId: string) {
  return useMutation({
    mutationKey: mutationKey('royalty.authorRate'),
    mutationFn: async (body: RateInput & { period: 'monthly' | 'quarterly' }) =>
      unwrap(await api.PUT('/api/admin/authors/{id}/royalty', { params: { path: { id: authorId } }, body })),
  })
}

export function useSetBookRoyalty() {
  return useMutation({
    mutationKey: mutationKey('royalty.bookRate'),
    mutationFn: async ({ bookId, rate }: { bookId: string; rate: RateInput | null }) => {
      if (rate === null) {
        unwrap(await api.DELETE('/api/admin/books/{id}/royalty', { params: { path: { id: bookId } } }))
        return
      }
      unwrap(await api.PUT('/api/admin/books/{id}/royalty', { params: { path: { id: bookId } }, body: rate }))
    },
  })
}

export function useIssueStatement(authorId: string) {
  return useMutation({
    mutationKey: mutationKey('royalty.issueStatement'),
    mutationFn: async (body: { period?: string; correctsId?: string }) =>
      unwrap(
        await api.POST('/api/admin/authors/{id}/royalty-statements', { params: { path: { id: authorId } }, body }),
      ),
  })
}

/** GET /api/author/sales: the signed-in author's own books, the last 12 months. */
export function useMySales() {
  return useQuery({
    queryKey: royaltyKeys.mySales(),
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/author/sales', { signal })),
  })
}

/** GET /api/author/royalty-statements. */
export function useMyStatements() {
  return useQuery({
    queryKey: royaltyKeys.myStatements(),
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/author/royalty-statements', { signal })).items,
  })
}
