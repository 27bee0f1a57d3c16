import { trPanels } from '@/i18n/panels'
import { normalizeIban, validIban } from '@/lib/iban'
import { kurusToInput, liraToKurus } from '@/lib/money'
import type { BankAccount, CodForm, PaymentSettings } from './api/settings'

const t = trPanels.payments.settings

/** The server's bounds (bookstore/payment_methods.go). */
export const MAX_HOLD_HOURS = 240
export const MAX_TRANSFER_DISCOUNT = 20
export const MAX_COD_BAN_DAYS = 3650
export const MAX_BANK_ACCOUNTS = 10
export const BANK_MAX = 100
export const HOLDER_MAX = 140

/** An account row of the form; `key` keeps React's rows stable while they move. */
export type AccountRow = BankAccount & { key: string }

export interface PaymentSettingsForm {
  transferOn: boolean
  holdHours: string
  transferDiscount: string
  codOn: boolean
  codFee: string
  codMaxTotal: string
  codForms: CodForm[]
  codCarriers: string[]
  codBanDays: string
  bankAccounts: AccountRow[]
}

const isCodForm = (f: string): f is CodForm => f === 'cash' || f === 'card'

let nextKey = 0
export const newAccount = (a: BankAccount = { bank: '', holder: '', iban: '' }): AccountRow => ({
  ...a,
  key: `a${nextKey++}`,
})

export function formOf(s: PaymentSettings): PaymentSettingsForm {
  return {
    transferOn: s.transferOn,
    holdHours: String(s.holdHours),
    transferDiscount: String(s.transferDiscount),
    codOn: s.codOn,
    codFee: kurusToInput(s.codFee),
    codMaxTotal: kurusToInput(s.codMaxTotal),
    codForms: s.codForms.filter(isCodForm),
    codCarriers: [...s.codCarriers],
    codBanDays: String(s.codBanDays),
    bankAccounts: s.bankAccounts.map((a) => newAccount(a)),
  }
}

/** A whole number from 0 to max, else NaN. */
function whole(v: string, max: number): number {
  const s = v.trim()
  return /^\d+$/.test(s) && Number(s) <= max ? Number(s) : Number.NaN
}

/** The key of an account field's error, as the form and (normalised) the server name it. */
export const accountField = (i: number, field: keyof BankAccount) => `bankAccounts.${i}.${field}`

/** The server's field names with `[i]` read as `.i`, so either spelling lands under its field. */
export function normaliseFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/\[(\d+)\]/g, '.$1'), v]))
}

/** The form's values as the PUT body, with the fields it refuses (the server's rules, repeated for quick feedback). */
export function toBody(v: PaymentSettingsForm): { body: PaymentSettings; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  const body: PaymentSettings = {
    transferOn: v.transferOn,
    holdHours: whole(v.holdHours, MAX_HOLD_HOURS),
    transferDiscount: whole(v.transferDiscount, MAX_TRANSFER_DISCOUNT),
    codOn: v.codOn,
    codFee: liraToKurus(v.codFee),
    codMaxTotal: liraToKurus(v.codMaxTotal),
    codForms: v.codForms,
    codCarriers: v.codCarriers,
    codBanDays: whole(v.codBanDays, MAX_COD_BAN_DAYS),
    bankAccounts: v.bankAccounts.map(({ id, bank, holder, iban }) => ({
      ...(id ? { id } : {}),
      bank: bank.trim(),
      holder: holder.trim(),
      iban: normalizeIban(iban),
    })),
  }
  if (Number.isNaN(body.holdHours) || body.holdHours < 1) errors.holdHours = t.holdHoursInvalid
  if (Number.isNaN(body.transferDiscount)) errors.transferDiscount = t.transferDiscountInvalid
  if (Number.isNaN(body.codFee) || body.codFee < 0) errors.codFee = t.amountInvalid
  if (Number.isNaN(body.codMaxTotal) || body.codMaxTotal < 0) errors.codMaxTotal = t.amountInvalid
  if (Number.isNaN(body.codBanDays)) errors.codBanDays = t.banDaysInvalid
  if (body.codOn && body.codForms.length === 0) errors.codForms = t.codFormsRequired
  if (body.codOn && body.codCarriers.length === 0) errors.codCarriers = t.codCarriersRequired
  if (body.transferOn && body.bankAccounts.length === 0) errors.bankAccounts = t.transferNoBank
  const seen = new Set<string>()
  body.bankAccounts.forEach((a, i) => {
    if (a.bank.length < 1 || a.bank.length > BANK_MAX) errors[accountField(i, 'bank')] = t.bankRequired
    if (a.holder.length < 1 || a.holder.length > HOLDER_MAX) errors[accountField(i, 'holder')] = t.holderRequired
    if (!validIban(a.iban)) errors[accountField(i, 'iban')] = t.ibanInvalid
    else if (seen.has(a.iban)) errors[accountField(i, 'iban')] = t.ibanDuplicate
    seen.add(a.iban)
  })
  return { body, errors }
}
