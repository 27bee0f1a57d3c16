import { describe, expect, it } from 'vitest'
import { tr } from '@/i18n'
import { addressSchema, billingBody, billingErrors, matchesTr, type BillingValues } from './schemas'

const t = tr.addresses
const person: BillingValues = { type: 'individual', name: 'Deniz Okur', tckn: '', title: '', vkn: '', taxOffice: '' }
const company: BillingValues = {
  ...person,
  type: 'corporate',
  title: 'Okur A.Ş.',
  vkn: '1234567890',
  taxOffice: 'Kadıköy',
}

describe('billingErrors (the server messages)', () => {
  it('accepts a person without a TCKN, and with a valid one typed with spaces', () => {
    expect(billingErrors(person)).toEqual({})
    expect(billingErrors({ ...person, tckn: '100 000 001 46' })).toEqual({})
  })
  it('refuses a wrong TCKN and a missing name', () => {
    expect(billingErrors({ ...person, name: ' ', tckn: '10000000145' })).toEqual({
      name: t.billingNameRequired,
      tckn: 'Geçersiz T.C. kimlik numarası',
    })
  })
  it('checks a company: the VKN, the unvan and the vergi dairesi', () => {
    expect(billingErrors(company)).toEqual({})
    expect(billingErrors({ ...company, vkn: '1234567891' })).toEqual({ vkn: 'Geçersiz vergi kimlik numarası' })
    expect(billingErrors({ ...company, title: '', taxOffice: '' })).toEqual({
      title: t.companyTitleRequired,
      taxOffice: t.taxOfficeRequired,
    })
  })
  it("sends only the chosen type's fields, numbers without spaces", () => {
    expect(billingBody({ ...company, name: 'x', tckn: '1' })).toEqual({
      type: 'corporate',
      title: 'Okur A.Ş.',
      vkn: '1234567890',
      taxOffice: 'Kadıköy',
    })
    expect(billingBody({ ...person, tckn: '100 000 001 46', vkn: '9' })).toEqual({
      type: 'individual',
      name: 'Deniz Okur',
      tckn: '10000000146',
    })
  })
})

describe('matchesTr (Turkish case-insensitive search)', () => {
  it.each([
    ['İstanbul', 'istanbul', true],
    ['İstanbul', 'İST', true],
    ['İstanbul', 'Istanbul', true],
    ['İzmir', 'izmir', true],
    ['Iğdır', 'ığdır', true],
    ['Iğdır', 'IĞDIR', true],
    ['Şanlıurfa', 'şanlı', true],
    ['Çankaya', 'çan', true],
    ['Afyonkarahisar', 'kara', false],
    ['Ankara', 'izmir', false],
    ['Kadıköy', '', true],
  ])('%s matches %s: %s', (name, q, want) => expect(matchesTr(name, q)).toBe(want))
})

describe('addressSchema', () => {
  const valid = {
    label: 'Ev',
    recipient: 'Deniz Okur',
    phone: '0532 123 45 67',
    provinceId: 34,
    districtId: 3423,
    neighborhood: '',
    line: 'Moda Cad. No: 12',
    postalCode: '',
  }
  it('accepts a full address without a postal code', () => {
    expect(addressSchema.safeParse(valid).success).toBe(true)
  })
  it('needs an il and an ilçe of that il, and a 5-digit postal code', () => {
    const r = addressSchema.safeParse({ ...valid, provinceId: 0, districtId: 601, postalCode: '3471' })
    expect(r.success).toBe(false)
    const messages = r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(messages).toEqual(
      expect.arrayContaining([`provinceId: ${t.provinceRequired}`, `postalCode: ${t.postalCodeInvalid}`]),
    )
    const other = addressSchema.safeParse({ ...valid, districtId: 601 })
    expect(other.error!.issues.map((i) => i.message)).toEqual([t.districtRequired])
  })
})
