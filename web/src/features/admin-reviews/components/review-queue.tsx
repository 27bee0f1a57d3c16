import { useState } from 'react'
import { Link } from 'react-router'
import { fmt, tr } from '@/i18n'
import { Stars } from '@/components/rating-stars'
import { Button } from '@/components/ui/button'
import { ReasonDialog } from '@/components/ui/reason-dialog'
import { describeError } from '@/lib/errors'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'
import { useModerateReview, type AdminReview } from '../api/reviews'

const t = tr.reviews

const statusStyle = {
  pending: ['bg-amber-100 text-amber-800', t.statusPending],
  published: ['bg-green-100 text-green-800', t.statusPublished],
  rejected: ['bg-red-100 text-red-800', t.statusRejected],
  hidden: ['bg-stone-200 text-stone-700', t.statusHidden],
} as const

type Asking = { kind: 'reject' | 'hide'; review: AdminReview }

/** One card per review with the actions its state allows. */
export function ReviewQueue({ items }: { items: AdminReview[] }) {
  const moderate = useModerateReview()
  const [asking, setAsking] = useState<Asking | null>(null)
  const [reasonError, setReasonError] = useState<string>()

  async function approve(r: AdminReview) {
    try {
      await moderate.mutateAsync({ kind: 'approve', id: r.id })
      notify.success(t.approved)
    } catch (err) {
      notify.error(describeError(err).message)
    }
  }

  async function moderateWithReason({ kind, review }: Asking, reason: string) {
    try {
      await moderate.mutateAsync({ kind, id: review.id, reason })
      notify.success(kind === 'reject' ? t.rejected : t.hidden)
      setAsking(null)
      setReasonError(undefined)
    } catch (err) {
      const d = describeError(err)
      if (d.fieldErrors.reason) setReasonError(d.message)
      else {
        notify.error(d.message)
        setAsking(null)
      }
    }
  }

  return (
    <>
      <ul className="space-y-4">
        {items.map((r) => {
          const [tone, label] = statusStyle[r.status]
          return (
            <li key={r.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>
                {r.openReports > 0 ? (
                  <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                    {fmt(t.adminReports, { n: r.openReports })}
                  </span>
                ) : null}
                <Link
                  to={paths.book(r.bookId)}
                  className="font-semibold text-stone-900 hover:text-amber-700 hover:underline"
                >
                  {r.bookTitle}
                </Link>
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-600">
                <span className="sr-only">{fmt(t.starsShort, { n: r.rating })}</span>
                <Stars value={r.rating} />
                <span>{fmt(t.adminBy, { name: r.displayName, email: r.memberEmail })}</span>
                <span>· {formatDateTime(r.createdAt)}</span>
              </div>
              {r.title ? <p className="mt-2 font-medium text-stone-900">{r.title}</p> : null}
              {r.body ? <p className="mt-1 whitespace-pre-line break-words text-stone-700">{r.body}</p> : null}
              {r.reason ? (
                <p className="mt-2 text-sm text-stone-500">{fmt(t.statusReason, { reason: r.reason })}</p>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                {r.status !== 'published' || r.openReports > 0 ? (
                  <Button size="sm" onClick={() => void approve(r)} disabled={moderate.isPending}>
                    {r.status === 'published' ? t.keep : t.approve}
                  </Button>
                ) : null}
                {r.status === 'pending' ? (
                  <Button size="sm" variant="secondary" onClick={() => setAsking({ kind: 'reject', review: r })}>
                    {t.reject}
                  </Button>
                ) : null}
                {r.status === 'published' ? (
                  <Button size="sm" variant="danger" onClick={() => setAsking({ kind: 'hide', review: r })}>
                    {t.hide}
                  </Button>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
      {asking ? (
        <ReasonDialog
          title={asking.kind === 'reject' ? t.rejectTitle : t.hideTitle}
          text={asking.kind === 'reject' ? t.rejectText : t.hideText}
          label={t.reasonLabel}
          submitLabel={asking.kind === 'reject' ? t.reject : t.hide}
          cancelLabel={t.cancel}
          busy={moderate.isPending}
          error={reasonError}
          onClose={() => {
            setAsking(null)
            setReasonError(undefined)
          }}
          onSubmit={(reason) => void moderateWithReason(asking, reason)}
        />
      ) : null}
    </>
  )
}
