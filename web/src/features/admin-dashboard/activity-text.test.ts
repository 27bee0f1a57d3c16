import { describe, expect, it } from 'vitest'
import { activityText } from './activity-text'

const now = new Date('2026-11-22T12:00:00Z')

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
