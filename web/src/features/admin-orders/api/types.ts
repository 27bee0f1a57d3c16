import type { Schemas } from '@/lib/api-client'

export type AdminOrderLine = Schemas['OrderLine']
export type AdminOrderStatus = Schemas['AdminOrderView']['status']
export type AdminOrder = Schemas['AdminOrderView']
export type PendingRefund = Schemas['PendingRefundView']
export type StuckRefund = Schemas['StuckRefundView']
export type AdminOrderPage = Schemas['AdminOrderList']
export type ShipRequest = Schemas['ShipRequest']
export type AdminOrderPaymentState = Schemas['AdminOrderView']['paymentState']
export type AdminOrderStatusFilter = Exclude<AdminOrderStatus, undefined>
export type AdminOrderPaymentFilter = AdminOrderPaymentState
