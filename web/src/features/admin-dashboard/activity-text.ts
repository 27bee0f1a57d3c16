import { fmt } from '@/i18n'
import { formatPrice } from '@/lib/format'
import type { ActivityItem } from './api/get-dashboard'
import { paths } from '@/lib/paths'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminDashboard

const templates: Record<ActivityItem['type'], string> = {
  book_added: t.activityBookAdded,
  book_approved: t.activityBookApproved,
  event_created: t.activityEventCreated,
  event_approved: t.activityEventApproved,
  order_received: t.activityOrderReceived,
  author_registered: t.activityAuthorRegistered,
}

/** One Turkish line per activity: the title, and for an order its number and amount. */
export function activityText(item: ActivityItem): string {
  if (item.type === 'order_received' && item.amount == null) {
    return fmt(t.activityOrderReceivedNoAmount, { title: item.title })
  }
  return fmt(templates[item.type], { title: item.title, amount: item.amount != null ? formatPrice(item.amount) : '' })
}

/** Where an activity leads in the panel. */
export const activityLink: Record<ActivityItem['type'], string> = {
  book_added: paths.adminBooks(),
  book_approved: paths.adminBooks(),
  event_created: paths.adminEvents(),
  event_approved: paths.adminEvents(),
  order_received: paths.adminOrders(),
  author_registered: paths.adminAuthors(),
}
