import { describe, expect, it } from 'vitest'
import type { AuthorActivityItem } from '../api/dashboard'
import { activityText } from './activity-list'

const base: AuthorActivityItem = {
  id: 'a1',
  action: 'book.created',
  entity: 'books',
  entityId: 'b1',
  title: 'Kitap A',
  createdAt: '2026-11-23T10:00:00Z',
}

describe('activityText', () => {
  it('says what happened to the author’s own records', () => {
    expect(activityText(base)).toBe('"Kitap A" kitabı eklendi')
    expect(activityText({ ...base, action: 'author.applied', entity: 'authors', title: '' })).toBe(
      'Yazar başvurunuz alındı',
    )
  })

  it('names an event’s new status in Turkish', () => {
    expect(activityText({ ...base, action: 'event.status_changed', entity: 'events', status: 'approved' })).toContain(
      'Kitap A',
    )
  })

  it('falls back to the generic line for actions without a sentence', () => {
    expect(activityText({ ...base, action: 'book.deleted' })).toBe('"Kitap A" güncellendi')
    expect(activityText({ ...base, action: 'author.updated', entity: 'authors' })).toBe('Yazar profiliniz güncellendi')
  })
})
