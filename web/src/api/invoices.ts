import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { ApiError, type Problem } from '@/lib/api-client'
import { adminOrderKeys, invoiceKeys, orderKeys, type AdminInvoiceListParams } from './query-keys'
import { mutationKey } from './invalidation'

/*
 * The invoice API's shapes, written by hand: they mirror the server's
 * schemas of the same names (InvoiceSummary, InvoiceDetail, ...) field for
 * field, and become `Schemas['…']` aliases, with the calls below on the
 * typed client `api`, once the invoice routes are in the generated
 * schema.gen.ts. Amounts are kuruş; times RFC 3339.
 */

export type InvoiceKind = 'sale' | 'return_slip'
export type InvoiceProfile = 'EARSIVFATURA' | 'TEMELFATURA'
export type InvoiceStatus = 'queued' | 'sending' | 'sent' | 'accepted' | 'rejected' | 'cancelled' | 'issued'

/** One document in a list (/admin/faturalar, the admin's order page). */
export interface InvoiceSummary {
  id: string
  orderId: string
  orderNumber: string
  kind: InvoiceKind
  profile: InvoiceProfile
  /** KTP2026000000001; numbered when issued, so never empty. */
  number: string
  ettn: string
  status: InvoiceStatus
  buyerName: string
  buyerTaxId: string
  total: number
  issuedAt: string
  /** The integrator's reason when rejected; '' when none. */
  rejectReason: string
}

export interface InvoiceLineView {
  name: string
  isbn: string
  quantity: number
  unitPrice: number
  allowance: number
  rate: number
  exemption: string
  net: number
  tax: number
  gross: number
}

export interface InvoiceTaxView {
  rate: number
  exemption: string
  net: number
  tax: number
  gross: number
}

export interface InvoiceDetail extends InvoiceSummary {
  lines: InvoiceLineView[]
  taxes: InvoiceTaxView[]
  lastAnswer: string
  attempts: number
  cancelRequested: boolean
  amountInWords: string
}

export interface AdminInvoiceList {
  items: InvoiceSummary[]
  page: number
  pageSize: number
  total: number
}

/** A member's document of their own order: accepted sales invoices and issued return slips only. */
export interface MyInvoice {
  id: string
  kind: InvoiceKind
  number: string
  status: InvoiceStatus
  issuedAt: string
  total: number
}

export type InvoiceExportFormat = 'csv' | 'xlsx'

function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && typeof (value as Problem).message === 'string'
}

/**
 * A same-origin JSON call, as the typed client makes it (a Request through
 * globalThis.fetch, the session cookie, ApiError with the problem on a
 * non-2xx answer), for the routes the generated client does not know yet.
 */
async function call<T>(method: 'GET' | 'POST', path: string, signal?: AbortSignal): Promise<T> {
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const res = await globalThis.fetch(
    new Request(origin + path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }),
  )
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) throw new ApiError(res.status, isProblem(body) ? body : null)
  return body as T
}

const seg = encodeURIComponent

/** The query of GET /api/admin/invoices: empty filters left out, page 1 by default. */
export function adminInvoicesQuery(params: AdminInvoiceListParams): URLSearchParams {
  const q = new URLSearchParams()
  for (const k of ['status', 'kind', 'from', 'to', 'q'] as const) if (params[k]) q.set(k, params[k])
  q.set('page', String(params.page))
  return q
}

/** GET /api/admin/invoices (adminListInvoices): newest first, filtered and searched on the server. */
export function getAdminInvoices(params: AdminInvoiceListParams, signal?: AbortSignal): Promise<AdminInvoiceList> {
  return call('GET', `/api/admin/invoices?${adminInvoicesQuery(params).toString()}`, signal)
}

export const adminInvoicesQueryOptions = (params: AdminInvoiceListParams) =>
  queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) => getAdminInvoices(params, signal),
    // Keep the page on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  })

export function useAdminInvoices(params: AdminInvoiceListParams) {
  return useQuery(adminInvoicesQueryOptions(params))
}

/** GET /api/admin/invoices/{id} (adminGetInvoice): the lines, taxes and the integrator's last answer. */
export function getAdminInvoice(id: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  return call('GET', `/api/admin/invoices/${seg(id)}`, signal)
}

export const adminInvoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => getAdminInvoice(id, signal) })

export function useAdminInvoice(id: string) {
  return useQuery(adminInvoiceQueryOptions(id))
}

/** POST /api/admin/invoices/{id}/resend (adminResendInvoice): a rejected invoice only, else 409. */
export function resendInvoice(id: string): Promise<InvoiceDetail> {
  return call('POST', `/api/admin/invoices/${seg(id)}/resend`)
}

export function useResendInvoice() {
  return useMutation({ mutationKey: mutationKey('invoice.resend'), mutationFn: resendInvoice })
}

/** GET /api/admin/orders/{id}/invoices (adminOrderInvoices): every document of the order, the sale first. */
export function getAdminOrderInvoices(orderId: string, signal?: AbortSignal): Promise<InvoiceSummary[]> {
  return call('GET', `/api/admin/orders/${seg(orderId)}/invoices`, signal)
}

export const adminOrderInvoicesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: adminOrderKeys.invoices(orderId),
    queryFn: ({ signal }) => getAdminOrderInvoices(orderId, signal),
  })

export function useAdminOrderInvoices(orderId: string) {
  return useQuery(adminOrderInvoicesQueryOptions(orderId))
}

/** GET /api/orders/{id}/invoices (getMyOrderInvoices): the member's own order only. */
export function getMyOrderInvoices(orderId: string, signal?: AbortSignal): Promise<MyInvoice[]> {
  return call('GET', `/api/orders/${seg(orderId)}/invoices`, signal)
}

export const myOrderInvoicesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.invoices(orderId),
    queryFn: ({ signal }) => getMyOrderInvoices(orderId, signal),
  })

export function useMyOrderInvoices(orderId: string, enabled = true) {
  return useQuery({ ...myOrderInvoicesQueryOptions(orderId), enabled })
}

/*
 * The files are plain links (the browser saves the server's attachment
 * under its name, the session cookie goes with it), so they are URLs.
 */

/** GET /api/admin/invoices/{id}/xml (adminInvoiceXML): the UBL-TR document, `<number>.xml`. */
export const invoiceXmlUrl = (id: string) => `/api/admin/invoices/${seg(id)}/xml`

/** GET /api/admin/invoices/{id}/pdf (adminInvoicePDF). */
export const invoicePdfUrl = (id: string) => `/api/admin/invoices/${seg(id)}/pdf`

/** GET /api/admin/invoices/export (adminExportInvoices): the accountant's month, YYYY-MM. */
export const invoiceExportUrl = (month: string, format: InvoiceExportFormat) =>
  `/api/admin/invoices/export?${new URLSearchParams({ month, format }).toString()}`

/** GET /api/admin/orders/{id}/info-slip (adminOrderInfoSlip): 'e-Arşiv Fatura Bilgi Belgesi' for the parcel. */
export const orderInfoSlipUrl = (orderId: string) => `/api/admin/orders/${seg(orderId)}/info-slip`

/** GET /api/orders/{id}/invoices/{invoiceId}/pdf (getMyInvoicePDF). */
export const myInvoicePdfUrl = (orderId: string, invoiceId: string) =>
  `/api/orders/${seg(orderId)}/invoices/${seg(invoiceId)}/pdf`

/** Whether a document is final and has its PDF: an accepted sales invoice, an issued return slip. */
export function invoiceReady(inv: { kind: InvoiceKind; status: InvoiceStatus }): boolean {
  return inv.kind === 'sale' ? inv.status === 'accepted' : inv.status === 'issued'
}
