import type { Schemas } from '@/lib/api-client'

export type OrderLine = Schemas['OrderLine']
export type OrderStatus = Schemas['OrderView']['status']

/** The member's order, with its payment method, the transfer instructions and the refunds by bank transfer. */
export type Order = Schemas['OrderView']

export type PaymentMethod = Order['paymentMethod']

/** A havale/EFT order's instructions and where its recorded money stands (kuruş; deadline RFC 3339). */
export type TransferBlock = Schemas['OrderTransferView']
export type TransferState = TransferBlock['state']

/** One of the shop's accounts a transfer goes to (IBAN normalised: TR and 24 digits). */
export type TransferAccount = Schemas['BankAccountView']

/** Money the shop gives back by bank transfer; the IBAN is masked but its last four. */
export type MemberBankRefund = Schemas['BankRefundView']
export type BankRefundState = MemberBankRefund['state']
export type BankRefundReason = MemberBankRefund['reason']
