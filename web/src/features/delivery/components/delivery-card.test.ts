import { describe, expect, it } from 'vitest'
import { closedDayText, closedDays } from './delivery-card'

describe('closed days', () => {
  it('reads one day a line as the admin writes it, blank lines skipped', () => {
    expect(closedDays('4.1.2027\n\n 31.12.2030 \n')).toEqual(['2027-01-04', '2030-12-31'])
    expect(closedDays('')).toEqual([])
  })
  it('refuses a line that is not a day', () => {
    expect(closedDays('2027-01-04')).toBeNull()
    expect(closedDays('04.01.27')).toBeNull()
    expect(closedDays('yarın')).toBeNull()
  })
  it('writes a stored day back the same way', () => {
    expect(closedDayText('2027-01-04')).toBe('04.01.2027')
    expect(closedDays(closedDayText('2030-12-31'))).toEqual(['2030-12-31'])
  })
})
