import { basisPointsToPercent, lastMonth, monthLabel, percentToBasisPoints, perCopyToKurus } from './rate'

describe('royalty rate inputs', () => {
  it('reads a percentage with up to two decimals', () => {
    expect(percentToBasisPoints('12,75')).toBe(1275)
    expect(percentToBasisPoints('12.5')).toBe(1250)
    expect(percentToBasisPoints('0')).toBe(0)
    expect(percentToBasisPoints('100')).toBe(10000)
    expect(percentToBasisPoints('0,07')).toBe(7)
  })

  it('refuses a percentage outside 0–100 or with three decimals', () => {
    for (const bad of ['100,01', '-1', '12,345', '', 'on', '1e2']) expect(percentToBasisPoints(bad)).toBeNaN()
  })

  it('writes basis points back as the form shows them', () => {
    expect(basisPointsToPercent(1275)).toBe('12,75')
    expect(basisPointsToPercent(7)).toBe('0,07')
  })

  it('reads a per-copy amount in lira, never negative', () => {
    expect(perCopyToKurus('2,50')).toBe(250)
    expect(perCopyToKurus('-1')).toBeNaN()
    expect(perCopyToKurus('100000,01')).toBeNaN()
  })

  it('names the month before now in Istanbul, across the new year', () => {
    expect(lastMonth(new Date('2026-11-23T10:00:00Z'))).toBe('2026-10')
    expect(lastMonth(new Date('2026-01-05T10:00:00Z'))).toBe('2025-12')
    // 31 December 22:30 UTC is already 1 January in Istanbul.
    expect(lastMonth(new Date('2025-12-31T22:30:00Z'))).toBe('2025-12')
    expect(monthLabel('2026-10')).toMatch(/Eki.* 2026/)
  })
})
