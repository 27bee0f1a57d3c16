import { describe, expect, it } from 'vitest'
import { addDays, istanbulToday, periodLabel, presetRange } from './report-dates'

describe('report dates', () => {
  it('takes today from Istanbul, not from UTC', () => {
    // 21:30 UTC on 30 November is 00:30 on 1 December in Istanbul.
    expect(istanbulToday(new Date('2026-11-30T21:30:00Z'))).toBe('2026-12-01')
  })

  it('computes the presets ending today', () => {
    expect(presetRange('last7', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' })
    expect(presetRange('last30', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(presetRange('thisMonth', '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-23' })
    expect(presetRange('thisYear', '2026-11-23')).toEqual({ from: '2026-01-01', to: '2026-11-23' })
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
  })

  it('labels days, weeks and months', () => {
    const weekOf = (d: string) => `${d} haftası`
    expect(periodLabel('2026-11-02', 'day', weekOf)).toBe('02.11.2026')
    expect(periodLabel('2026-11-02', 'week', weekOf)).toBe('02.11.2026 haftası')
    expect(periodLabel('2026-11-01', 'month', weekOf)).toBe('Kasım 2026')
  })
})
