import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { adminOrderKeys } from './query-keys'
import { mutationKey } from './invalidation'

// The staff's side of havale/EFT: recording a received transfer on an order,
// the refunds to make by bank transfer ('Yapılacak iadeler') and the bank
// statement's proposed matches. Shared by the order page and the payments
// pages. Amounts kuruş, dates YYYY-MM-DD, times RFC 3339.

/** A refund by bank transfer as staff see it. */
export type AdminBankRefund = Schemas['BankRefundView']
export type AdminBankRefundPage = Schemas['BankRefundList']
export type BankRefundState = AdminBankRefund['state']
export type BankRefundReason = AdminBankRefund['reason']

export const BANK_REFUNDS_PAGE_SIZE = 20

/** GET /api/admin/bank-refunds?state=&page=: the nearest deadline first; '' is every state. */
export async function getBankRefunds(
  params: { state: string; page: number },
  signal?: AbortSignal,
): Promise<AdminBankRefundPage> {
  return unwrap(
    await api.GET('/api/admin/bank-refunds', {
      params: { query: { state: (params.state || undefined) as BankRefundState | undefined, page: params.page } },
      signal,
    }),
  )
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
  return unwrap(
    await api.POST('/api/admin/bank-refunds/{id}/done', {
      params: { path: { id } },
      body: { bankRef: bankRef.trim() },
    }),
  )
}

export function useMarkBankRefundDone() {
  return useMutation({
    mutationKey: mutationKey('bankRefund.done'),
    mutationFn: ({ id, bankRef }: { id: string; bankRef: string }) => markBankRefundDone(id, bankRef),
  })
}

/** What staff enter for a received transfer ('Havale alındı'). */
export type TransferInput = Schemas['RecordTransferRequest']

/**
 * POST /api/admin/orders/{id}/transfers: records the transfer; the order is
 * confirmed when the recorded sum covers its total. Answers the admin order;
 * 409 when the order does not await a transfer or the bank reference is
 * taken, 422 with field errors for bad input.
 */
export async function recordTransfer(orderId: string, input: TransferInput): Promise<Schemas['AdminOrderView']> {
  return unwrap(
    await api.POST('/api/admin/orders/{id}/transfers', {
      params: { path: { id: orderId } },
      body: { ...input, sender: input.sender.trim(), bankRef: input.bankRef.trim() },
    }),
  )
}

export function useRecordTransfer() {
  return useMutation({
    mutationKey: mutationKey('transfer.record'),
    mutationFn: ({ orderId, input }: { orderId: string; input: TransferInput }) => recordTransfer(orderId, input),
  })
}

/** One line of the bank statement with the order it is proposed for. */
export type StatementRow = Schemas['BankStatementRowView']
export type StatementMatch = StatementRow['match']

/** POST /api/admin/transfers/statement {csv}: the statement's lines and their proposed matches (nothing is recorded). */
export async function readStatement(csv: string): Promise<Schemas['BankStatementView']> {
  return unwrap(await api.POST('/api/admin/transfers/statement', { body: { csv } }))
}
