import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const now = new Date('2026-11-22T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()
const S = 1000
const M = 60 * S
const H = 60 * M
const D = 24 * H

describe('relativeTime', () => {
  it.each([
    [0, 'Az önce'],
    [59 * S, 'Az önce'],
    [-5 * M, 'Az önce'],
    [1 * M, '1 dk önce'],
    [59 * M + 59 * S, '59 dk önce'],
    [60 * M, '1 saat önce'],
    [23 * H + 59 * M, '23 saat önce'],
    [24 * H, '1 gün önce'],
    [7 * D - 1, '6 gün önce'],
  ])('%d ms ago is %s', (ms, label) => {
    expect(relativeTime(ago(ms), now)).toBe(label)
  })

  it('shows a Turkish date from 7 days on', () => {
    expect(relativeTime(ago(7 * D), now)).toBe('15 Kasım 2026')
    expect(relativeTime('2026-01-05T23:30:00Z', now)).toBe('6 Ocak 2026')
  })

  it('takes the clock as a Date or as milliseconds', () => {
    const ms = now.getTime()
    expect(relativeTime('2026-11-22T11:15:00Z', ms)).toBe('45 dk önce')
    expect(relativeTime(new Date('2026-11-22T07:00:00Z'), ms)).toBe('5 saat önce')
  })
})
