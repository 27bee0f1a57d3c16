import { useMemo } from 'react'
import { fmt, tr } from '@/i18n'
import { CardActions, CardButton } from '@/components/admin/card-actions'
import { FallbackImage, PLACEHOLDER_EVENT } from '@/components/fallback-image'
import { formatDateTime } from '@/lib/format'
import { htmlExcerpt } from '@/lib/html-excerpt'
import type { AdminEvent } from '../api/events'
import { statusLabel, statusTone } from './status-labels'

const t = tr.adminEvents

/** One event of the grid: image, status, title, author, description, date-time, location and the actions. */
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
  return (
    <li
      data-testid="admin-event-card"
      className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="relative">
        <FallbackImage
          src={event.imageUrl}
          fallback={PLACEHOLDER_EVENT}
          alt={fmt(t.imageAlt, { title: event.title })}
          className="aspect-[3/2] w-full bg-stone-100 object-cover"
        />
        <span
          className={`absolute top-3 left-3 rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm ${statusTone[event.status]}`}
        >
          {statusLabel[event.status]}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="font-serif text-lg font-bold text-stone-900">{event.title}</h2>
        <p className="text-sm font-medium text-amber-800">{event.authorName}</p>
        {excerpt ? <p className="mt-2 text-sm text-stone-700">{excerpt}</p> : null}
        <dl className="mt-3 flex-1 space-y-1 text-sm text-stone-600">
          <div className="flex gap-2">
            <dt>
              <span className="sr-only">{t.dateLabel}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="mt-0.5 h-4 w-4 text-stone-400"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <rect x="3" y="5" width="18" height="16" rx="2" />
                <path d="M16 3v4M8 3v4M3 10h18" strokeLinecap="round" />
              </svg>
            </dt>
            <dd>
              <time dateTime={event.eventDate}>{formatDateTime(event.eventDate)}</time>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt>
              <span className="sr-only">{t.location}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="mt-0.5 h-4 w-4 text-stone-400"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
                <circle cx="12" cy="9.5" r="2.5" />
              </svg>
            </dt>
            <dd>{event.location || t.noLocation}</dd>
          </div>
        </dl>
        <CardActions>
          {event.status === 'pending' ? (
            <>
              <CardButton
                tone="approve"
                onClick={onApprove}
                disabled={busy}
                aria-label={fmt(t.approveLabel, { title: event.title })}
              >
                {t.approve}
              </CardButton>
              <CardButton
                tone="reject"
                onClick={onReject}
                disabled={busy}
                aria-label={fmt(t.rejectLabel, { title: event.title })}
              >
                {t.reject}
              </CardButton>
            </>
          ) : null}
          <CardButton tone="neutral" onClick={onEdit} aria-label={fmt(t.editLabel, { title: event.title })}>
            {t.edit}
          </CardButton>
          <CardButton
            tone="delete"
            onClick={onDelete}
            disabled={busy}
            aria-label={fmt(t.deleteLabel, { title: event.title })}
          >
            {t.delete}
          </CardButton>
        </CardActions>
      </div>
    </li>
  )
}
