import type { Schemas } from '@/lib/api-client'

export type AdminOrderLine = Schemas['OrderLine']
export type AdminOrderStatus = Schemas['AdminOrderView']['status']
/** An order as staff see it, with its payment method, the recorded transfers and the refunds by bank transfer. */
export type AdminOrder = Schemas['AdminOrderView']
export type PendingRefund = Schemas['PendingRefundView']
export type StuckRefund = Schemas['StuckRefundView']
export type AdminOrderPage = Schemas['AdminOrderList']
export type ShipRequest = Schemas['ShipRequest']
export type AdminOrderPaymentState = Schemas['AdminOrderView']['paymentState']
export type AdminOrderStatusFilter = Exclude<AdminOrderStatus, undefined>
export type AdminOrderPaymentFilter = AdminOrderPaymentState

export type PaymentMethod = AdminOrder['paymentMethod']
export type AdminOrderMethodFilter = PaymentMethod
export type TransferState = NonNullable<AdminOrder['transferState']>

/** A transfer staff recorded on the order (amount kuruş, receivedOn YYYY-MM-DD), with who recorded it. */
export type RecordedTransfer = Schemas['TransferView']
