// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { paymentTerms } from './payment-terms'

describe('paymentTerms', () => {
  it('is nothing for an unpaid order', () => {
    expect(paymentTerms({ total: 9500, installment: 0, paidAmount: 0 })).toBeNull()
  })

  it('is a single payment at 1', () => {
    expect(paymentTerms({ total: 9500, installment: 1, paidAmount: 9500 })).toEqual({ kind: 'single' })
  })

  it('gives the count, the charge and the interest for instalments', () => {
    expect(paymentTerms({ total: 10000, installment: 3, paidAmount: 10525 })).toEqual({
      kind: 'instalments',
      count: 3,
      paid: 10525,
      interest: 525,
    })
    expect(paymentTerms({ total: 10000, installment: 6, paidAmount: 10000 })).toEqual({
      kind: 'instalments',
      count: 6,
      paid: 10000,
      interest: 0,
    })
  })

  it('never shows a negative interest', () => {
    expect(paymentTerms({ total: 10000, installment: 2, paidAmount: 0 })).toEqual({
      kind: 'instalments',
      count: 2,
      paid: 10000,
      interest: 0,
    })
  })
})
