import { fmt, tr } from '@/i18n'
import { formatDate } from '@/lib/format'

const d = tr.authorPanel.dashboard

/** 'Az önce', 'N dk önce', 'N saat önce', 'N gün önce', else the date (thresholds 1 min, 60 min, 24 h, 7 days; panels.md §9). */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const diff = Math.max(0, now - new Date(iso).getTime())
  const minutes = Math.floor(diff / 60_000)
  if (minutes < 1) return d.justNow
  if (minutes < 60) return fmt(d.minutesAgo, { n: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return fmt(d.hoursAgo, { n: hours })
  const days = Math.floor(hours / 24)
  if (days < 7) return fmt(d.daysAgo, { n: days })
  return formatDate(iso)
}
