import { describe, expect, it } from 'vitest'
import { isTurkishPhone } from './schemas'

describe('isTurkishPhone (mirrors the server)', () => {
  it.each([
    '0532 123 45 67',
    '+90 532 123 45 67',
    '00905321234567',
    '532-123-4567',
    '(0212) 245 18 34',
    '0850 222 00 00',
    '905321234567',
  ])('accepts %s', (v) => expect(isTurkishPhone(v)).toBe(true))
  it.each(['12345', '0612 123 45 67', '0532 123 45 6', '0532a1234567', '5+321234567', ''])('rejects %j', (v) =>
    expect(isTurkishPhone(v)).toBe(false),
  )
})
