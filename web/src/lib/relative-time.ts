import { fmt, tr } from '@/i18n'
import { formatDate } from '@/lib/format'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * The activity lists' relative time (admin and author dashboards): 'Az önce'
 * under 1 minute, 'N dk önce' under 60 minutes, 'N saat önce' under 24
 * hours, 'N gün önce' under 7 days, otherwise the Turkish date. A time in
 * the future (clock skew) counts as just now.
 */
export function relativeTime(value: string | Date, now: Date | number = Date.now()): string {
  const at = value instanceof Date ? value : new Date(value)
  const diff = (typeof now === 'number' ? now : now.getTime()) - at.getTime()
  const t = tr.relativeTime
  if (diff < MINUTE) return t.justNow
  if (diff < HOUR) return fmt(t.minutesAgo, { n: Math.floor(diff / MINUTE) })
  if (diff < DAY) return fmt(t.hoursAgo, { n: Math.floor(diff / HOUR) })
  if (diff < 7 * DAY) return fmt(t.daysAgo, { n: Math.floor(diff / DAY) })
  return formatDate(at)
}
