import { fmt } from '@/i18n'
import { formatDateTime } from '@/lib/format'
import type { AuditAction, AuthorActivityItem } from '../api/dashboard'
import { relativeTime } from '@/lib/relative-time'
import { eventStatusLabel } from './status'
import { trPanels } from '@/i18n/panels'

const a = trPanels.authorPanel.dashboard.actions

type Sentence = (item: AuthorActivityItem) => string

/**
 * The sentence of each audit action on the author's own records; null: the
 * generic line (actions that never concern them). Keyed by the server's enum
 * of actions, so a new action fails typecheck until it is decided here.
 */
const sentences: Record<AuditAction, Sentence | null> = {
  'book.created': ({ title }) => fmt(a.bookCreated, { title }),
  'book.updated': ({ title }) => fmt(a.bookUpdated, { title }),
  'book.approved': ({ title }) => fmt(a.bookApproved, { title }),
  'book.unapproved': ({ title }) => fmt(a.bookUnapproved, { title }),
  'book.deleted': null,
  'book.revision_rejected': ({ title }) => fmt(a.bookRevisionRejected, { title }),
  'event.created': ({ title }) => fmt(a.eventCreated, { title }),
  'event.updated': ({ title }) => fmt(a.eventUpdated, { title }),
  'event.status_changed': ({ title, status }) => {
    const known = status as keyof typeof eventStatusLabel | undefined
    return fmt(a.eventStatus, { title, status: (known && eventStatusLabel[known]) || status || '' })
  },
  'event.deleted': null,
  'invoice.issued': null,
  'invoice.accepted': null,
  'invoice.rejected': null,
  'invoice.resent': null,
  'invoice.cancelled': null,
  'invoice.settings_changed': null,
  'payment.settings_changed': null,
  'staff.notices_changed': null,
  'author.applied': () => a.authorApplied,
  'author.created': () => a.authorCreated,
  'author.approved': () => a.authorApproved,
  'author.unapproved': () => a.authorUnapproved,
  'author.updated': null,
  'author.deleted': null,
  'user.registered': null,
  'user.created': null,
  'user.role_changed': null,
  'user.password_reset_requested': null,
  'user.password_reset': null,
  'user.mfa_enabled': null,
  'user.mfa_disabled': null,
  'order.placed': null,
  'order.paid': null,
  'order.confirmed': null,
  'order.shipped': null,
  'order.delivered': null,
  'order.cod_collected': null,
  'order.cancelled': null,
  'shipment.prepared': null,
  'shipment.cancelled': null,
  'payment.given_back': null,
  'transfer.recorded': null,
  'refund.iban_given': null,
  'refund.bank_transfer_done': null,
  'security.payment_rejected': null,
  'category.saved': null,
  'category.deleted': null,
  'featured.moved': null,
  'featured.removed': null,
  'page.saved': null,
  'image.set': null,
  'image.approved': null,
  'image.rejected': null,
  'return.requested': null,
  'return.accepted': null,
  'return.received': null,
  'return.refunded': null,
  'return.rejected': null,
  'return.refund_failed': null,
  'return.code': null,
  'review.approved': null,
  'review.rejected': null,
  'review.hidden': null,
  'privacy.data_exported': null,
  'privacy.account_deleted': null,
  'privacy.consent_changed': null,
  'privacy.consents_exported': null,
  'announcement.queued': null,
  'report.order_lines_exported': null,
  'royalty.rate_set': null,
  'royalty.statement_issued': null,
  'sale.saved': null,
  'sale.deleted': null,
  'sale.ended': null,
  'coupon.saved': null,
  'shipping.changed': null,
  'tax.changed': null,
}

/** The sentence for one audit entry of the author's own records. */
export function activityText(item: AuthorActivityItem): string {
  const sentence = sentences[item.action]
  if (sentence) return sentence(item)
  return item.entity === 'authors' ? a.authorOther : fmt(a.other, { title: item.title })
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
