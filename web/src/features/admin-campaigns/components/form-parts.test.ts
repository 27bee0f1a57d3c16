import { describe, expect, it } from 'vitest'
import { tr } from '@/i18n'
import { couponScope, kurusOf, liraInput } from './form-parts'

describe('kurusOf', () => {
  it('reads lira with a comma or a dot', () => {
    expect(kurusOf('129,9')).toBe(12990)
    expect(kurusOf('25.00')).toBe(2500)
  })
  it('gives an empty optional field its value, a required one NaN', () => {
    expect(kurusOf('  ', 0)).toBe(0)
    expect(Number.isNaN(kurusOf(''))).toBe(true)
  })
  it('is NaN for text that is not a number, never a silent 0', () => {
    expect(Number.isNaN(kurusOf('abc', 0))).toBe(true)
    expect(Number.isNaN(kurusOf('1e3'))).toBe(true)
  })
})

describe('liraInput', () => {
  it('writes kuruş as the lira field shows them, read back exactly', () => {
    expect(liraInput(2500)).toBe('25,00')
    expect(liraInput(12990)).toBe('129,90')
    expect(kurusOf(liraInput(3333))).toBe(3333)
  })
})

describe('couponScope', () => {
  const none = { categoryIds: [], authorIds: [], bookIds: [] }
  it('is null for a coupon on every book', () => {
    expect(couponScope(none, tr.campaigns)).toBeNull()
  })
  it('counts each kind of restriction it has', () => {
    expect(couponScope({ ...none, authorIds: ['a', 'b'], bookIds: ['x', 'y', 'z'] }, tr.campaigns)).toBe(
      'Kapsam: 2 yazar, 3 kitap',
    )
    expect(couponScope({ ...none, categoryIds: ['c'] }, tr.campaigns)).toBe('Kapsam: 1 kategori')
  })
})
