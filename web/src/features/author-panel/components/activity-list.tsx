import { fmt, tr } from '@/i18n'
import { formatDateTime } from '@/lib/format'
import type { AuthorActivityItem } from '../api/dashboard'
import { relativeTime } from '@/lib/relative-time'
import { eventStatusLabel } from './status'

const a = tr.authorPanel.dashboard.actions

/** The sentence for one audit entry of the author's own records. */
export function activityText(item: AuthorActivityItem): string {
  const title = item.title
  switch (item.action) {
    case 'book.created':
      return fmt(a.bookCreated, { title })
    case 'book.updated':
      return fmt(a.bookUpdated, { title })
    case 'book.approved':
      return fmt(a.bookApproved, { title })
    case 'book.unapproved':
      return fmt(a.bookUnapproved, { title })
    case 'event.created':
      return fmt(a.eventCreated, { title })
    case 'event.updated':
      return fmt(a.eventUpdated, { title })
    case 'event.status_changed': {
      const status = item.status as keyof typeof eventStatusLabel | undefined
      return fmt(a.eventStatus, { title, status: (status && eventStatusLabel[status]) || item.status || '' })
    }
    case 'author.applied':
      return a.authorApplied
    case 'author.created':
      return a.authorCreated
    case 'author.approved':
      return a.authorApproved
    case 'author.unapproved':
      return a.authorUnapproved
    default:
      return item.entity === 'authors' ? a.authorOther : fmt(a.other, { title })
  }
}

/** Recent activity from the server (newest first), with relative times. */
export function ActivityList({ items, empty, now }: { items: AuthorActivityItem[]; empty: string; now?: number }) {
  if (items.length === 0) return <p className="text-sm text-stone-500">{empty}</p>
  return (
    <ul className="divide-y divide-stone-100">
      {items.map((item) => (
        <li key={item.id} className="flex items-start justify-between gap-4 py-3">
          <span className="text-sm text-stone-800">{activityText(item)}</span>
          <time
            dateTime={item.createdAt}
            title={formatDateTime(item.createdAt)}
            className="flex-none text-xs text-stone-500"
          >
            {relativeTime(item.createdAt, now)}
          </time>
        </li>
      ))}
    </ul>
  )
}
