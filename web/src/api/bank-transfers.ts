import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { apiCall } from '@/lib/api-call'
import { adminOrderKeys } from './query-keys'
import { mutationKey } from './invalidation'

// The staff's side of havale/EFT: recording a received transfer on an order,
// the refunds to make by bank transfer ('Yapılacak iadeler') and the bank
// statement's proposed matches. Shared by the order page and the payments
// pages. Written to the HTTP contract by hand (amounts kuruş, dates
// YYYY-MM-DD, times RFC 3339) until the generated schema has these routes.

const seg = encodeURIComponent

export type BankRefundState = 'awaiting_iban' | 'due' | 'done'
export type BankRefundReason = 'cancel' | 'return' | 'excess'

/** A refund by bank transfer as staff see it. */
export interface AdminBankRefund {
  id: string
  orderId: string
  orderNumber: string
  customerName: string
  reason: BankRefundReason
  reasonLabel: string
  amount: number
  state: BankRefundState
  iban: string
  holder: string
  dueBy: string
  doneAt: string | null
  bankRef: string
}

export interface AdminBankRefundPage {
  items: AdminBankRefund[]
  total: number
  pageSize?: number
}

export const BANK_REFUNDS_PAGE_SIZE = 20

/** GET /api/admin/bank-refunds?state=&page=: the nearest deadline first. */
export async function getBankRefunds(
  params: { state: string; page: number },
  signal?: AbortSignal,
): Promise<AdminBankRefundPage> {
  return apiCall('GET', '/api/admin/bank-refunds', { query: { state: params.state, page: params.page }, signal })
}

export function useBankRefunds(params: { state: string; page: number }) {
  return useQuery({
    queryKey: adminOrderKeys.bankRefundList(params),
    queryFn: ({ signal }) => getBankRefunds(params, signal),
    placeholderData: keepPreviousData,
  })
}

/** POST /api/admin/bank-refunds/{id}/done {bankRef}: due → done; answers the refund. */
export async function markBankRefundDone(id: string, bankRef: string): Promise<AdminBankRefund> {
  return apiCall('POST', `/api/admin/bank-refunds/${seg(id)}/done`, { body: { bankRef: bankRef.trim() } })
}

export function useMarkBankRefundDone() {
  return useMutation({
    mutationKey: mutationKey('bankRefund.done'),
    mutationFn: ({ id, bankRef }: { id: string; bankRef: string }) => markBankRefundDone(id, bankRef),
  })
}

/** What staff enter for a received transfer ('Havale alındı'). */
export interface TransferInput {
  amount: number
  receivedOn: string
  sender: string
  bankRef: string
}

/**
 * POST /api/admin/orders/{id}/transfers: records the transfer; the order is
 * confirmed when the recorded sum covers its total. Answers the admin order;
 * 409 when the order does not await a transfer or the bank reference is
 * taken, 422 with field errors for bad input.
 */
export async function recordTransfer<O>(orderId: string, input: TransferInput): Promise<O> {
  return apiCall('POST', `/api/admin/orders/${seg(orderId)}/transfers`, {
    body: { ...input, sender: input.sender.trim(), bankRef: input.bankRef.trim() },
  })
}

export function useRecordTransfer<O = unknown>() {
  return useMutation({
    mutationKey: mutationKey('transfer.record'),
    mutationFn: ({ orderId, input }: { orderId: string; input: TransferInput }) => recordTransfer<O>(orderId, input),
  })
}

export type StatementMatch = 'exact' | 'amount_differs' | 'none' | 'recorded'

/** One line of the bank statement with the order it is proposed for. */
export interface StatementRow {
  line: number
  date: string
  amount: number
  description: string
  bankRef: string
  orderId?: string
  orderNumber?: string
  customerName?: string
  match: StatementMatch
  expected?: number
}

/** POST /api/admin/transfers/statement {csv}: the statement's lines and their proposed matches (nothing is recorded). */
export async function readStatement(csv: string): Promise<{ rows: StatementRow[] }> {
  return apiCall('POST', '/api/admin/transfers/statement', { body: { csv } })
}
