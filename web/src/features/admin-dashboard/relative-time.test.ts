import { describe, expect, it } from 'vitest'
import { activityText } from './activity-text'
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
})

describe('activityText', () => {
  const base = { id: 'x', entityId: 'e', createdAt: now.toISOString() }
  it('names the title, and for an order its number and amount', () => {
    expect(activityText({ ...base, type: 'book_added', title: 'Kitap A' })).toBe('Yeni kitap eklendi: Kitap A')
    expect(activityText({ ...base, type: 'event_approved', title: 'Söyleşi' })).toBe('Etkinlik onaylandı: Söyleşi')
    expect(activityText({ ...base, type: 'author_registered', title: 'Ayşe' })).toBe('Yeni yazar kaydı: Ayşe')
    expect(activityText({ ...base, type: 'order_received', title: '0192abcd', amount: 12950 })).toMatch(
      /^Yeni sipariş alındı: #0192abcd \(₺129,50\)$/,
    )
    expect(activityText({ ...base, type: 'order_received', title: '0192abcd' })).toBe('Yeni sipariş alındı: #0192abcd')
  })
})
