import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { reportKeys } from '@/api/query-keys'
import { mutationKey } from '@/api/invalidation'

export type SalesReport = Schemas['SalesReport']
export type ReportRank = Schemas['ReportRank']
export type LowStockItem = Schemas['LowStockItem']
export type ReportGroup = SalesReport['group']
export type ReportRankBy = SalesReport['rank']
export type ReportParams = { from: string; to: string; group: ReportGroup; rank: ReportRankBy }

/** The downloadable tables, as the server names them (internal/reports/csv.go). */
export type ReportTable = 'ciro' | 'kitaplar' | 'yazarlar' | 'kategoriler' | 'dusuk-stok' | 'siparisler'

/** GET /api/admin/reports: the range's revenue series, top lists, low stock and conversion. */
export async function getSalesReport(params: ReportParams, signal?: AbortSignal): Promise<SalesReport> {
  return unwrap(await api.GET('/api/admin/reports', { params: { query: params }, signal }))
}

export const salesReportQueryOptions = (params: ReportParams) =>
  queryOptions({
    queryKey: reportKeys.sales(params),
    queryFn: ({ signal }) => getSalesReport(params, signal),
    // Keep the last figures on screen while another range loads.
    placeholderData: keepPreviousData,
  })

export function useSalesReport(params: ReportParams) {
  return useQuery(salesReportQueryOptions(params))
}

/** The URL of one table's CSV for the range (a plain download link: the session cookie goes with it). */
export function reportCsvUrl(table: ReportTable, params: ReportParams): string {
  const q = new URLSearchParams(params)
  return `/api/admin/reports/${table}/csv?${q.toString()}`
}

/** PUT /api/admin/books/{id}/low-stock-threshold (null: the default). */
export function useSetLowStockThreshold() {
  return useMutation({
    mutationKey: mutationKey('book.lowStockThreshold'),
    mutationFn: async ({ id, threshold }: { id: string; threshold: number | null }) =>
      unwrap(
        await api.PUT('/api/admin/books/{id}/low-stock-threshold', {
          params: { path: { id } },
          body: { threshold },
        }),
      ),
  })
}
