import type { Schemas } from '@/lib/api-client'

export type OrderLine = Schemas['OrderLine']
export type OrderStatus = Schemas['OrderView']['status']

// The payment methods' additions to the member's order, written to the HTTP
// contract by hand until the generated schema has them.

export type PaymentMethod = 'card' | 'transfer' | 'cod'
export type TransferState = 'awaited' | 'partial' | 'paid' | 'excess'
export type BankRefundState = 'awaiting_iban' | 'due' | 'done'
export type BankRefundReason = 'cancel' | 'return' | 'excess'

/** One of the shop's accounts a transfer goes to (IBAN normalised: TR and 24 digits). */
export interface TransferAccount {
  bank: string
  holder: string
  iban: string
}

/** A havale/EFT order's instructions and where its recorded money stands (kuruş; deadline RFC 3339). */
export interface TransferBlock {
  accounts: TransferAccount[]
  amount: number
  reference: string
  deadline: string
  state: TransferState
  stateLabel: string
  recorded: number
  missing: number
  excess: number
}

/** Money the shop gives back by bank transfer; the IBAN is masked but its last four. */
export interface MemberBankRefund {
  id: string
  reason: BankRefundReason
  amount: number
  state: BankRefundState
  dueBy: string
  iban: string
  holder: string
}

export type Order = Schemas['OrderView'] & {
  paymentMethod?: PaymentMethod
  paymentMethodLabel?: string
  /** The contract names these under `totals`; read with methodAmounts, which also takes them flat. */
  totals?: { methodDiscount?: number; methodFee?: number }
  methodDiscount?: number
  methodFee?: number
  transfer?: TransferBlock | null
  bankRefunds?: MemberBankRefund[]
}

/** The transfer discount and the kapıda ödeme fee of an order, 0 when none. */
export function methodAmounts(o: Pick<Order, 'totals' | 'methodDiscount' | 'methodFee'>) {
  return {
    methodDiscount: o.totals?.methodDiscount ?? o.methodDiscount ?? 0,
    methodFee: o.totals?.methodFee ?? o.methodFee ?? 0,
  }
}
