import { useId, useState } from 'react'
import { fmt, tr } from '@/i18n'
import { Stars } from '@/components/rating-stars'
import { Pagination } from '@/components/pagination'
import { Button } from '@/components/ui/button'
import { ReasonDialog } from '@/components/ui/reason-dialog'
import { QueryError } from '@/components/query-error'
import { describeError, serverMessageOr } from '@/lib/errors'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/notify'
import { REVIEWS_PAGE_SIZE, useReportReview, useReviews, useVoteReview, type PublicReview } from '../api/reviews'

/** Who reads the list: a member votes and reports; a guest is sent to sign in; others only read. */
export type ReviewViewer = 'member' | 'guest' | 'other'

function ReviewItem({
  review,
  viewer,
  onGuest,
  onReport,
}: {
  review: PublicReview
  viewer: ReviewViewer
  onGuest: () => void
  onReport: (r: PublicReview) => void
}) {
  const vote = useVoteReview()
  const [voted, setVoted] = useState(false)

  async function markHelpful() {
    if (viewer === 'guest') return onGuest()
    try {
      await vote.mutateAsync(review.id)
      setVoted(true)
      notify.success(tr.reviews.helpfulDone)
    } catch (err) {
      notify.error(describeError(err).message)
    }
  }

  return (
    <li className="py-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="sr-only">{fmt(tr.reviews.starsShort, { n: review.rating })}</span>
        <Stars value={review.rating} />
        {review.title ? <h3 className="font-semibold text-stone-900">{review.title}</h3> : null}
      </div>
      <p className="mt-1 text-sm text-stone-500">
        <span className="font-medium text-stone-700">{review.displayName}</span> ·{' '}
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        {review.verified ? (
          <span className="ml-2 inline-flex items-center rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
            {tr.reviews.verified}
          </span>
        ) : null}
      </p>
      {/* Plain text as the member wrote it: React escapes it, line breaks are kept. */}
      {review.body ? <p className="mt-3 whitespace-pre-line break-words text-stone-700">{review.body}</p> : null}
      {viewer !== 'other' ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={voted || vote.isPending}
            aria-pressed={voted}
            onClick={() => void markHelpful()}
          >
            {fmt(tr.reviews.helpful, { n: review.helpfulCount })}
          </Button>
          <Button variant="link" size="sm" onClick={() => (viewer === 'guest' ? onGuest() : onReport(review))}>
            {tr.reviews.report}
          </Button>
        </div>
      ) : null}
    </li>
  )
}

/** The published reviews, newest first or most helpful, paged. */
export function ReviewList({ bookId, viewer, onGuest }: { bookId: string; viewer: ReviewViewer; onGuest: () => void }) {
  const id = useId()
  const [sort, setSort] = useState<'newest' | 'helpful'>('newest')
  const [page, setPage] = useState(1)
  const [reporting, setReporting] = useState<PublicReview | null>(null)
  const [reportError, setReportError] = useState<string>()
  const report = useReportReview()
  const list = useReviews(bookId, { sort, page })

  async function sendReport(reported: PublicReview, reason: string) {
    try {
      await report.mutateAsync({ id: reported.id, reason })
      notify.success(tr.reviews.reportDone)
      setReporting(null)
      setReportError(undefined)
    } catch (err) {
      const d = describeError(err)
      if (d.fieldErrors['body.reason'] || d.fieldErrors.reason) setReportError(d.message)
      else {
        notify.error(serverMessageOr(err, d.message))
        setReporting(null)
      }
    }
  }

  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />
  const data = list.data
  return (
    <div>
      <div className="flex items-center justify-end gap-2">
        <label htmlFor={`${id}-sort`} className="text-sm font-medium text-stone-700">
          {tr.reviews.sortLabel}
        </label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(e) => {
            setSort(e.target.value as 'newest' | 'helpful')
            setPage(1)
          }}
          className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm shadow-sm"
        >
          <option value="newest">{tr.reviews.sortNewest}</option>
          <option value="helpful">{tr.reviews.sortHelpful}</option>
        </select>
      </div>
      {data && data.items.length === 0 ? <p className="mt-4 text-stone-600">{tr.reviews.none}</p> : null}
      <ul className="divide-y divide-stone-200">
        {data?.items.map((r) => (
          <ReviewItem key={r.id} review={r} viewer={viewer} onGuest={onGuest} onReport={setReporting} />
        ))}
      </ul>
      {data ? (
        <Pagination page={page} pageCount={Math.ceil(data.total / REVIEWS_PAGE_SIZE)} onPageChange={setPage} />
      ) : null}
      {reporting ? (
        <ReasonDialog
          title={tr.reviews.reportTitle}
          text={tr.reviews.reportText}
          label={tr.reviews.reportReason}
          submitLabel={tr.reviews.reportSend}
          cancelLabel={tr.reviews.cancel}
          busy={report.isPending}
          error={reportError}
          onClose={() => {
            setReporting(null)
            setReportError(undefined)
          }}
          onSubmit={(reason) => void sendReport(reporting, reason)}
        />
      ) : null}
    </div>
  )
}
