import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { adminOrderKeys, invoiceKeys, orderKeys, type AdminInvoiceListParams } from './query-keys'
import { mutationKey } from './invalidation'

/** The invoice API's shapes (amounts in kuruş, times RFC 3339). */
export type InvoiceSummary = Schemas['InvoiceSummary']
export type InvoiceDetail = Schemas['InvoiceDetail']
export type InvoiceLineView = Schemas['InvoiceLineView']
export type InvoiceTaxView = Schemas['InvoiceTaxView']
export type AdminInvoiceList = Schemas['AdminInvoiceList']
/** A member's document of their own order: accepted sales invoices and issued return slips. */
export type MyInvoice = Schemas['MyInvoice']
export type InvoiceKind = InvoiceSummary['kind']
export type InvoiceProfile = InvoiceSummary['profile']
export type InvoiceStatus = InvoiceSummary['status']

const seg = encodeURIComponent

/** GET /api/admin/invoices?status=&kind=&from=&to=&q=&page= (adminListInvoices): newest first; an empty filter is left out. */
export async function getAdminInvoices(
  params: AdminInvoiceListParams,
  signal?: AbortSignal,
): Promise<AdminInvoiceList> {
  return unwrap(
    await api.GET('/api/admin/invoices', {
      params: {
        query: {
          status: params.status || undefined,
          kind: params.kind || undefined,
          from: params.from || undefined,
          to: params.to || undefined,
          q: params.q || undefined,
          page: params.page,
        },
      },
      signal,
    }),
  )
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
export async function getAdminInvoice(id: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  return unwrap(await api.GET('/api/admin/invoices/{id}', { params: { path: { id } }, signal }))
}

export const adminInvoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => getAdminInvoice(id, signal) })

export function useAdminInvoice(id: string) {
  return useQuery(adminInvoiceQueryOptions(id))
}

/** POST /api/admin/invoices/{id}/resend (adminResendInvoice): a rejected invoice only, else 409. */
export async function resendInvoice(id: string): Promise<InvoiceDetail> {
  return unwrap(await api.POST('/api/admin/invoices/{id}/resend', { params: { path: { id } } }))
}

export function useResendInvoice() {
  return useMutation({ mutationKey: mutationKey('invoice.resend'), mutationFn: resendInvoice })
}

/** GET /api/admin/orders/{id}/invoices (adminOrderInvoices): every document of the order, the sale first. */
export async function getAdminOrderInvoices(orderId: string, signal?: AbortSignal): Promise<InvoiceSummary[]> {
  return unwrap(await api.GET('/api/admin/orders/{id}/invoices', { params: { path: { id: orderId } }, signal }))
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
export async function getMyOrderInvoices(orderId: string, signal?: AbortSignal): Promise<MyInvoice[]> {
  return unwrap(await api.GET('/api/orders/{id}/invoices', { params: { path: { id: orderId } }, signal }))
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

/** GET /api/admin/invoices/export (adminExportInvoices): the accountant's month, YYYY-MM, in the shop's CSV form. */
export const invoiceExportUrl = (month: string) =>
  `/api/admin/invoices/export?${new URLSearchParams({ month, format: 'csv' }).toString()}`

/** GET /api/admin/orders/{id}/info-slip (adminOrderInfoSlip): 'e-Arşiv Fatura Bilgi Belgesi' for the parcel. */
export const orderInfoSlipUrl = (orderId: string) => `/api/admin/orders/${seg(orderId)}/info-slip`

/** GET /api/orders/{id}/invoices/{invoiceId}/pdf (getMyInvoicePDF). */
export const myInvoicePdfUrl = (orderId: string, invoiceId: string) =>
  `/api/orders/${seg(orderId)}/invoices/${seg(invoiceId)}/pdf`

/** Whether a document is final and has its PDF: an accepted sales invoice, an issued return slip. */
export function invoiceReady(inv: { kind: InvoiceKind; status: InvoiceStatus }): boolean {
  return inv.kind === 'sale' ? inv.status === 'accepted' : inv.status === 'issued'
}
