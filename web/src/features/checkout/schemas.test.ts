// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { tr } from '@/i18n'
import { digitsOf, formatCardNumber, formatExpiry, luhnValid, parseExpiry } from './card'
import {
  contractsRequest,
  contractsSchema,
  emptyContracts,
  emptyPayment,
  paymentSchema,
  payRequest,
  type PaymentInput,
} from './schemas'

const t = tr.checkout
// 15 June 2026: a card expiring 06/26 is still valid, 05/26 has expired.
const now = () => new Date(2026, 5, 15, 12, 0, 0)
const schema = paymentSchema(now)

const valid: PaymentInput = {
  ...emptyPayment,
  holderName: '  Ayşe   Yılmaz ',
  number: '5528 7900 0000 0008',
  expiry: '12/30',
  cvc: '123',
  acceptPreInformation: true,
  acceptDistanceSales: true,
}

/** The messages per field of a failed parse. */
function errors(input: Partial<PaymentInput>): Record<string, string[]> {
  const res = schema.safeParse({ ...valid, ...input })
  if (res.success) return {}
  const out: Record<string, string[]> = {}
  for (const issue of res.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message)
  return out
}

describe('luhnValid', () => {
  it.each([
    ['5528790000000008', true], // iyzico test card
    ['4543590000000006', true],
    ['4111111111111111', true],
    ['5528790000000009', false], // wrong check digit
    ['5528790000000018', false],
    ['00000000000', false], // 11 digits: too short
    ['12345678901234567890', false], // 20 digits: too long
    ['5528 7900 0000 0008', false], // only digits
    ['', false],
  ])('%s → %s', (number, ok) => {
    expect(luhnValid(number)).toBe(ok)
  })
})

describe('formatting as typed', () => {
  it('groups card numbers in fours and drops other characters', () => {
    expect(formatCardNumber('5528790000000008')).toBe('5528 7900 0000 0008')
    expect(formatCardNumber('5528-7900 00')).toBe('5528 7900 00')
    expect(formatCardNumber('5528 ')).toBe('5528')
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789')
    expect(digitsOf('5528 7900-0000')).toBe('552879000000')
  })

  it('writes the expiry as AA/YY', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('123')).toBe('12/3')
    expect(formatExpiry('1230')).toBe('12/30')
    expect(formatExpiry('12/305')).toBe('12/30')
    expect(formatExpiry('12/2030')).toBe('12/30') // autofill
    expect(formatExpiry('1/30')).toBe('01/30')
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 })
    expect(parseExpiry('13/30')).toBeNull()
    expect(parseExpiry('00/30')).toBeNull()
    expect(parseExpiry('1230')).toBeNull()
  })
})

describe('paymentSchema', () => {
  it('accepts the test card and builds the request the server expects', () => {
    const res = schema.safeParse(valid)
    expect(res.success).toBe(true)
    expect(payRequest(res.data!)).toEqual({
      acceptPreInformation: true,
      acceptDistanceSales: true,
      card: {
        holderName: 'Ayşe Yılmaz',
        number: '5528790000000008',
        expireMonth: '12',
        expireYear: '2030',
        cvc: '123',
      },
    })
  })

  it("rejects a bad checksum with the server's message", () => {
    expect(errors({ number: '5528 7900 0000 0009' })).toEqual({ number: [t.numberInvalid] })
    expect(errors({ number: '' })).toEqual({ number: [t.numberInvalid] })
    expect(errors({ number: '5528a790000000008' })).toEqual({ number: [t.numberInvalid] })
  })

  it('tells an expired card from a malformed date', () => {
    expect(errors({ expiry: '05/26' })).toEqual({ expiry: [t.cardExpired] })
    expect(errors({ expiry: '12/25' })).toEqual({ expiry: [t.cardExpired] })
    expect(errors({ expiry: '06/26' })).toEqual({}) // valid through the end of its month
    expect(errors({ expiry: '13/30' })).toEqual({ expiry: [t.expiryInvalid] })
    expect(errors({ expiry: '12' })).toEqual({ expiry: [t.expiryInvalid] })
    expect(errors({ expiry: '' })).toEqual({ expiry: [t.expiryInvalid] })
    expect(errors({ expiry: '01/57' })).toEqual({ expiry: [t.expiryInvalid] }) // more than 30 years ahead
  })

  it('wants a 3 or 4 digit CVC', () => {
    expect(errors({ cvc: '1234' })).toEqual({})
    expect(errors({ cvc: '12' })).toEqual({ cvc: [t.cvcInvalid] })
    expect(errors({ cvc: '12345' })).toEqual({ cvc: [t.cvcInvalid] })
    expect(errors({ cvc: '12a' })).toEqual({ cvc: [t.cvcInvalid] })
  })

  it('wants the holder name and both contracts', () => {
    expect(errors({ holderName: ' A ' })).toEqual({ holderName: [t.holderNameInvalid] })
    expect(errors({ acceptPreInformation: false, acceptDistanceSales: false })).toEqual({
      acceptPreInformation: [t.contractsRequired],
      acceptDistanceSales: [t.contractsRequired],
    })
  })

  it("uses exactly the server's messages", () => {
    expect([
      t.holderNameInvalid,
      t.numberInvalid,
      t.expiryInvalid,
      t.cardExpired,
      t.cvcInvalid,
      t.contractsRequired,
    ]).toEqual([
      'Kart üzerindeki adı girin',
      'Geçerli bir kart numarası girin',
      'Geçerli bir son kullanma tarihi girin',
      'Kartın son kullanma tarihi geçmiş',
      'Geçerli bir güvenlik kodu (CVC) girin',
      'Devam etmek için ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylamalısınız.',
    ])
  })
})

describe('contractsSchema (checkout-form mode)', () => {
  it('wants both contracts, with the same message as the card form', () => {
    const res = contractsSchema().safeParse(emptyContracts)
    expect(res.success).toBe(false)
    expect(res.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['acceptPreInformation', t.contractsRequired],
      ['acceptDistanceSales', t.contractsRequired],
    ])
  })

  it('builds a request without a card', () => {
    const res = contractsSchema().safeParse({ acceptPreInformation: true, acceptDistanceSales: true })
    expect(res.success).toBe(true)
    expect(contractsRequest(res.data!)).toEqual({ acceptPreInformation: true, acceptDistanceSales: true })
  })
})
