import { describe, expect, it } from 'vitest'
import { formatIban, normalizeIban, validIban } from './iban'

// A valid Turkish IBAN (the check digits hold) and the same with one digit changed.
const good = 'TR330006100519786457841326'
const typo = 'TR330006100519786457841327'

describe('iban', () => {
  it('accepts a Turkish IBAN whose check digits hold, typed with spaces or in lower case', () => {
    expect(validIban(good)).toBe(true)
    expect(validIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true)
  })

  it('refuses a mistyped digit, a wrong length, another country and letters', () => {
    expect(validIban(typo)).toBe(false)
    expect(validIban(good.slice(0, 25))).toBe(false)
    expect(validIban(`${good}0`)).toBe(false)
    expect(validIban('DE89370400440532013000')).toBe(false)
    expect(validIban('TR33000610051978645784132A')).toBe(false)
    expect(validIban('')).toBe(false)
  })

  it('normalises and groups in fours', () => {
    expect(normalizeIban(' tr33-0006 1005 ')).toBe('TR3300061005')
    expect(formatIban(good)).toBe('TR33 0006 1005 1978 6457 8413 26')
  })
})
