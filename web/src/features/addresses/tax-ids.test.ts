import { describe, expect, it } from 'vitest'
import { validTCKN, validVKN } from './tax-ids'

// The same cases as the server's table (internal/bookstore/billing_test.go).
describe('validTCKN', () => {
  it.each([
    ['10000000146', true],
    ['12345678950', true],
    ['11111111110', true],
    ['11111111111', false],
    ['10000000145', false],
    ['10000000156', false],
    ['01234567890', false],
    ['1000000014', false],
    ['1000000014a', false],
    ['', false],
  ])('%s → %s', (n, want) => expect(validTCKN(n)).toBe(want))
})

describe('validVKN', () => {
  it.each([
    ['3130557669', true],
    ['2650179910', true],
    ['1234567890', true],
    ['0123456789', true],
    ['3130557668', false],
    ['1234567891', false],
    ['2650179901', false],
    ['1111111111', false],
    ['123456789', false],
    ['10000000146', false],
    ['12345678a0', false],
  ])('%s → %s', (n, want) => expect(validVKN(n)).toBe(want))
})
