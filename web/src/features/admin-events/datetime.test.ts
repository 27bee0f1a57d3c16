import { describe, expect, it } from 'vitest'
import { istanbulLocalToIso, isoToIstanbulLocal } from './datetime'

describe('Istanbul date-time', () => {
  it('reads a datetime-local value as Istanbul time and sends ISO', () => {
    expect(istanbulLocalToIso('2030-03-15T19:30')).toBe('2030-03-15T16:30:00.000Z')
    expect(istanbulLocalToIso('2026-01-01T00:15')).toBe('2025-12-31T21:15:00.000Z')
    // Before 2016 Istanbul kept summer time (UTC+3) and winter time (UTC+2).
    expect(istanbulLocalToIso('2015-01-10T12:00')).toBe('2015-01-10T10:00:00.000Z')
  })

  it('refuses what is not a date and time', () => {
    expect(istanbulLocalToIso('')).toBeNull()
    expect(istanbulLocalToIso('2030-02-30T10:00')).toBeNull()
    expect(istanbulLocalToIso('yarın')).toBeNull()
  })

  it('shows a stored instant as Istanbul wall time', () => {
    expect(isoToIstanbulLocal('2030-03-15T16:30:00Z')).toBe('2030-03-15T19:30')
    expect(isoToIstanbulLocal('2025-12-31T21:15:00Z')).toBe('2026-01-01T00:15')
    expect(isoToIstanbulLocal('nonsense')).toBe('')
  })
})
