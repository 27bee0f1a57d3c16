import { z } from 'zod'
import { tr } from '@/i18n'
import { digitsOf, expiryPassed, expiryPlausible, luhnValid, parseExpiry } from './card'

const t = tr.checkout

/**
 * The payment form. The messages are the server's (bookstore.Card.Validate
 * and the contracts check), so a field says the same thing whichever side
 * caught it. `now` is injectable for tests.
 */
/** Both contracts ticked: all that checkout-form mode asks on this page. */
const contracts = {
  acceptPreInformation: z.boolean().refine((v) => v, t.contractsRequired),
  acceptDistanceSales: z.boolean().refine((v) => v, t.contractsRequired),
}

/** checkout-form mode: the contracts only; the card is typed on iyzico's page. */
export function contractsSchema() {
  return z.object(contracts)
}

export type ContractsValues = z.output<ReturnType<typeof contractsSchema>>

export const emptyContracts: ContractsValues = { acceptPreInformation: false, acceptDistanceSales: false }

/** The request body of POST /api/checkout/{orderId}/pay in checkout-form mode: no card. */
export function contractsRequest(v: ContractsValues) {
  return { acceptPreInformation: v.acceptPreInformation, acceptDistanceSales: v.acceptDistanceSales }
}

/** direct-3ds mode: the card and the contracts. */
export function paymentSchema(now: () => Date = () => new Date()) {
  return z.object({
    holderName: z
      .string()
      .transform((v) => v.trim().replace(/\s+/g, ' '))
      .refine((v) => [...v].length >= 2 && [...v].length <= 100, t.holderNameInvalid),
    number: z.string().refine((v) => /^[\d -]*$/.test(v) && luhnValid(digitsOf(v)), t.numberInvalid),
    expiry: z.string().superRefine((v, ctx) => {
      const e = parseExpiry(v)
      if (!e || !expiryPlausible(e, now())) ctx.addIssue({ code: 'custom', message: t.expiryInvalid })
      else if (expiryPassed(e, now())) ctx.addIssue({ code: 'custom', message: t.cardExpired })
    }),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, t.cvcInvalid),
    ...contracts,
  })
}

/** What the inputs hold. */
export type PaymentInput = z.input<ReturnType<typeof paymentSchema>>
/** What a valid form gives (holder name tidied). */
export type PaymentValues = z.output<ReturnType<typeof paymentSchema>>

export const emptyPayment: PaymentInput = {
  holderName: '',
  number: '',
  expiry: '',
  cvc: '',
  ...emptyContracts,
}

/** The request body of POST /api/checkout/{orderId}/pay in direct-3ds mode, for valid values. */
export function payRequest(v: PaymentValues) {
  const e = parseExpiry(v.expiry)!
  return {
    ...contractsRequest(v),
    card: {
      holderName: v.holderName,
      number: digitsOf(v.number),
      expireMonth: String(e.month).padStart(2, '0'),
      expireYear: String(e.year),
      cvc: v.cvc.trim(),
    },
  }
}

/** Server field names (problem errors[].field) → form fields. */
export const serverFields = {
  'card.holderName': 'holderName',
  'card.number': 'number',
  'card.expiry': 'expiry',
  'card.expireMonth': 'expiry',
  'card.expireYear': 'expiry',
  'card.cvc': 'cvc',
  acceptPreInformation: 'acceptPreInformation',
  acceptDistanceSales: 'acceptDistanceSales',
} as const satisfies Record<string, keyof PaymentInput>
