import type { AuthorEvent } from '../api/events'
import { trPanels } from '@/i18n/panels'

const s = trPanels.authorPanel.status
const c = trPanels.authorPanel.common

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold'

/** 'Onay Bekliyor' (not yet approved) or 'Onaylı Yazar' (approved). */
export function AuthorStatusBadge({ approved }: { approved: boolean }) {
  return (
    <span
      data-testid="author-status"
      className={`${pill} ${approved ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800'}`}
    >
      {approved ? s.approved : s.pending}
    </span>
  )
}

/** The notice for an unapproved author: books and events only after admin approval. */
export function ApprovalNotice() {
  return (
    <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {s.pendingNotice}
    </p>
  )
}

/** A book's approval: 'Onaylı' or 'Beklemede'. */
export function BookApprovalBadge({ approved }: { approved: boolean }) {
  return (
    <span className={`${pill} ${approved ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800'}`}>
      {approved ? c.approved : c.pending}
    </span>
  )
}

const eventTone: Record<AuthorEvent['status'], string> = {
  pending: 'bg-amber-100 text-amber-800',
  approved: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
}

export const eventStatusLabel: Record<AuthorEvent['status'], string> = {
  pending: c.pending,
  approved: c.approved,
  rejected: c.rejected,
}

/** An event's status: 'Beklemede', 'Onaylı' or 'Reddedildi'. */
export function EventStatusBadge({ status }: { status: AuthorEvent['status'] }) {
  return <span className={`${pill} ${eventTone[status]}`}>{eventStatusLabel[status]}</span>
}
