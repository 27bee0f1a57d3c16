import { describe, expect, it } from 'vitest'
import {
  formatCountFloor,
  formatDate,
  formatDateTime,
  formatPrice,
  formatShortDate,
  formatTime,
  orderNumber,
} from './format'

// Intl output may use a narrow no-break space; compare on normalised spaces.
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('formatPrice', () => {
  it('formats kuruş as Turkish lira', () => {
    expect(norm(formatPrice(12950))).toBe('₺129,50')
    expect(norm(formatPrice(0))).toBe('₺0,00')
    expect(norm(formatPrice(123456789))).toBe('₺1.234.567,89')
    expect(norm(formatPrice(1500))).toBe('₺15,00')
  })
})

describe('dates in Europe/Istanbul', () => {
  // 21:30 UTC on 31 Dec is already 1 Jan 00:30 in Istanbul (UTC+3).
  const iso = '2024-12-31T21:30:00Z'

  it('formatDate uses the Istanbul day and Turkish month names', () => {
    expect(formatDate(iso)).toBe('1 Ocak 2025')
    expect(formatDate(new Date('2024-06-15T09:00:00Z'))).toBe('15 Haziran 2024')
  })

  it('formatShortDate', () => {
    expect(formatShortDate(iso)).toBe('01.01.2025')
  })

  it('formatTime', () => {
    expect(formatTime(iso)).toBe('00:30')
  })

  it('formatDateTime', () => {
    expect(norm(formatDateTime(iso))).toBe('1 Ocak 2025 00:30')
  })
})

describe('orderNumber', () => {
  it('is the first 8 characters of the id', () => {
    expect(orderNumber('0192f1c2-7a4b-7c3d-9e8f-0123456789ab')).toBe('0192f1c2')
  })
})

describe('formatCountFloor', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [27, '25+'],
    [53, '50+'],
    [99, '95+'],
    [537, '500+'],
    [1234, '1.000+'],
    [12345, '10.000+'],
  ])('%i → %s', (n, want) => {
    expect(formatCountFloor(n)).toBe(want)
  })
})
