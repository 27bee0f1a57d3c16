import { z } from 'zod'
import { trPanels } from '@/i18n/panels'
import { liraToKurus } from '@/lib/money'

const mp = trPanels.payments

/** The server's limits (bookstore.TransferInput.Validate): one line each, no control characters. */
export const SENDER_MAX = 200
export const BANK_REF_MAX = 64

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const control = /[\u0000-\u001f\u007f]/

/** Today in Istanbul as YYYY-MM-DD: the latest day a transfer can have arrived. */
export function istanbulToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now)
}

/** 'Havale alındı': the amount in lira (kuruş exact), the day it arrived (not after today), the sender and the bank's reference. */
export function transferSchema(today: string = istanbulToday()) {
  return z.object({
    amount: z
      .string()
      .transform((v) => liraToKurus(v))
      .refine((v) => Number.isFinite(v) && v > 0, mp.amountPositive),
    receivedOn: z.string().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && v <= today, mp.dateRequired),
    sender: z
      .string()
      .trim()
      .refine((v) => v.length >= 1 && v.length <= SENDER_MAX && !control.test(v), mp.senderRequired),
    bankRef: z
      .string()
      .trim()
      .refine((v) => v.length >= 1 && v.length <= BANK_REF_MAX && !control.test(v), mp.bankRefRequired),
  })
}

export type TransferFormInput = z.input<ReturnType<typeof transferSchema>>
export type TransferFormValues = z.output<ReturnType<typeof transferSchema>>
