import { useMemo } from 'react'
import { fmt, tr } from '@/i18n'
import { CardActions, editDeleteActions, type CardAction } from '@/components/admin/card-actions'
import { EventCard } from '@/components/event-card'
import { formatDateTime } from '@/lib/format'
import { htmlExcerpt } from '@/lib/html-excerpt'
import type { AdminEvent } from '../api/events'
import { statusLabel, statusTone } from './status-labels'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminEvents

/** One event of the admin's grid: the shared event card with its status, author, date-time, location and the actions. */
export function AdminEventCard({
  event,
  busy,
  onEdit,
  onDelete,
  onApprove,
  onReject,
}: {
  event: AdminEvent
  busy: boolean
  onEdit: () => void
  onDelete: () => void
  onApprove: () => void
  onReject: () => void
}) {
  const excerpt = useMemo(() => htmlExcerpt(event.description, 150), [event.description])
  const review: CardAction[] = [
    {
      tone: 'approve',
      text: t.approve,
      label: fmt(t.approveLabel, { title: event.title }),
      onClick: onApprove,
      disabled: busy,
    },
    {
      tone: 'reject',
      text: t.reject,
      label: fmt(t.rejectLabel, { title: event.title }),
      onClick: onReject,
      disabled: busy,
    },
  ]
  return (
    <EventCard
      as="li"
      data-testid="admin-event-card"
      title={event.title}
      imageUrl={event.imageUrl}
      imageAlt={fmt(t.imageAlt, { title: event.title })}
      badge={
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm ${statusTone[event.status]}`}>
          {statusLabel[event.status]}
        </span>
      }
      details={[
        { label: tr.events.author, value: event.authorName },
        { label: t.dateLabel, value: <time dateTime={event.eventDate}>{formatDateTime(event.eventDate)}</time> },
        { label: t.location, value: event.location || t.noLocation },
      ]}
      excerpt={excerpt}
      footer={
        <CardActions
          actions={[
            ...(event.status === 'pending' ? review : []),
            ...editDeleteActions(t, { title: event.title }, { onEdit, onDelete, busy }),
          ]}
        />
      }
    />
  )
}
