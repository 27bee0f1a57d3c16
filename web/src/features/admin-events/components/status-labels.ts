import type { EventStatus } from '../api/events'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminEvents

export const statusLabel: Record<EventStatus, string> = {
  pending: t.statusPending,
  approved: t.statusApproved,
  rejected: t.statusRejected,
}

export const statusTone: Record<EventStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
}
