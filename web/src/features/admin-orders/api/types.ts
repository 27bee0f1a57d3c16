import type { Schemas } from '@/lib/api-client'
import type { AdminBankRefund } from '@/api/bank-transfers'

export type AdminOrderLine = Schemas['OrderLine']
export type AdminOrderStatus = Schemas['AdminOrderView']['status']
export type AdminOrder = Schemas['AdminOrderView'] & PaymentMethodFields
export type PendingRefund = Schemas['PendingRefundView']
export type StuckRefund = Schemas['StuckRefundView']
export type AdminOrderPage = Schemas['AdminOrderList']
export type ShipRequest = Schemas['ShipRequest']
export type AdminOrderPaymentState = Schemas['AdminOrderView']['paymentState']
export type AdminOrderStatusFilter = Exclude<AdminOrderStatus, undefined>
export type AdminOrderPaymentFilter = AdminOrderPaymentState

// The payment methods' additions to the admin's order, written to the HTTP
// contract by hand until the generated schema has them.

export type PaymentMethod = 'card' | 'transfer' | 'cod'
export type TransferState = 'awaited' | 'partial' | 'paid' | 'excess'

/** A transfer staff recorded on the order (amount kuruş, receivedOn YYYY-MM-DD). */
export interface RecordedTransfer {
  id: string
  amount: number
  receivedOn: string
  sender: string
  bankRef: string
  recordedBy: string
  createdAt: string
}

/** What the list items and the order add for havale/EFT and kapıda ödeme. */
export interface PaymentMethodFields {
  paymentMethod?: PaymentMethod
  paymentMethodLabel?: string
  transferState?: TransferState | null
  transferStateLabel?: string
  /** The contract names these under `totals`; read with methodAmounts, which also takes them flat. */
  totals?: { methodDiscount?: number; methodFee?: number }
  methodDiscount?: number
  methodFee?: number
  transfers?: RecordedTransfer[]
  missing?: number
  excess?: number
  bankRefunds?: AdminBankRefund[]
  codAmount?: number
}

/** The transfer discount and the kapıda ödeme fee of an order, 0 when none. */
export function methodAmounts(o: Pick<PaymentMethodFields, 'totals' | 'methodDiscount' | 'methodFee'>) {
  return {
    methodDiscount: o.totals?.methodDiscount ?? o.methodDiscount ?? 0,
    methodFee: o.totals?.methodFee ?? o.methodFee ?? 0,
  }
}
