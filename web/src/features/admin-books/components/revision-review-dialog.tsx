import { useId, useState, type ReactNode } from 'react'
import { fmt } from '@/i18n'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { Button } from '@/components/ui/button'
import { FallbackImage, PLACEHOLDER_COVER } from '@/components/fallback-image'
import { RichText } from '@/components/rich-text'
import { formatDate, formatPrice } from '@/lib/format'
import { trPanels } from '@/i18n/panels'
import type { AdminBook } from '../api/books'
import type { BookParcel } from '@/lib/book-parcel'

const m = trPanels.adminBooks

type Revision = NonNullable<AdminBook['pendingRevision']>

interface Change {
  label: string
  before: ReactNode
  after: ReactNode
  /** Long values (the description) get a whole row each side. */
  wide?: boolean
}

/** Weight and dimensions in one line ('320 g, 135 × 210 × 18 mm'; a field not entered is a dash). */
function parcelText(p: BookParcel): string {
  const t = trPanels.bookParcel
  const v = (n: number | null | undefined) => (n == null ? t.notEntered : String(n))
  if (p.weightGrams == null && p.widthMm == null && p.heightMm == null && p.depthMm == null) return m.revisionEmpty
  return fmt(t.summary, { weight: v(p.weightGrams), width: v(p.widthMm), height: v(p.heightMm), depth: v(p.depthMm) })
}

/** The fields the author's edit changes, old beside new (unchanged fields are left out). */
export function revisionChanges(book: AdminBook, rev: Revision): Change[] {
  const out: Change[] = []
  const date = (d: string | null | undefined) => (d ? formatDate(d) : m.revisionEmpty)
  if (rev.title !== book.title) out.push({ label: m.colBook, before: book.title, after: rev.title })
  if (rev.price !== book.price)
    out.push({ label: m.colPrice, before: formatPrice(book.price), after: formatPrice(rev.price) })
  if (rev.isbn !== book.isbn) out.push({ label: m.revisionIsbn, before: book.isbn || m.revisionEmpty, after: rev.isbn })
  if ((rev.categoryId ?? null) !== (book.categoryId ?? null))
    out.push({
      label: m.colCategory,
      before: book.categoryName ?? m.revisionEmpty,
      after: rev.categoryName ?? m.revisionEmpty,
    })
  if (rev.pageCount !== book.pageCount)
    out.push({ label: m.revisionPageCount, before: String(book.pageCount), after: String(rev.pageCount) })
  if (parcelText(rev) !== parcelText(book))
    out.push({ label: trPanels.bookParcel.revisionParcel, before: parcelText(book), after: parcelText(rev) })
  if ((rev.publicationDate ?? null) !== (book.publicationDate ?? null))
    out.push({
      label: m.revisionPublicationDate,
      before: date(book.publicationDate),
      after: date(rev.publicationDate),
    })
  if (rev.description !== book.description)
    out.push({
      label: m.revisionDescription,
      before: <RichText html={book.description || `<p>${m.revisionEmpty}</p>`} />,
      after: <RichText html={rev.description || `<p>${m.revisionEmpty}</p>`} />,
      wide: true,
    })
  return out
}

interface Props {
  book: AdminBook
  busy: boolean
  error?: string
  onApprove: () => void
  onReject: (reason: string) => void
  onClose: () => void
}

/**
 * The review of an author's edit of an approved book: every changed field
 * old → new (the cover waiting in image approval beside the live one), then
 * 'Değişiklikleri onayla' (applied at once) or a rejection with a reason
 * that is mailed to the author. Nothing goes live without this look.
 */
export function RevisionReviewDialog({ book, busy, error, onApprove, onReject, onClose }: Props) {
  const rev = book.pendingRevision
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const reasonId = useId()
  if (!rev) return null
  const changes = revisionChanges(book, rev)
  return (
    <ModalDialog
      title={m.revisionReviewTitle}
      description={fmt(m.revisionReviewText, { title: book.title, author: book.authorName })}
      closeLabel={m.close}
      onClose={onClose}
      busy={busy}
      size="xl"
      onSubmit={(e) => {
        e.preventDefault()
        if (rejecting) onReject(reason)
        else onApprove()
      }}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3">
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {m.cancel}
          </Button>
          {rejecting ? (
            <Button type="submit" variant="danger" loading={busy}>
              {m.rejectRevisionSubmit}
            </Button>
          ) : (
            <>
              <Button type="button" variant="secondary" onClick={() => setRejecting(true)} disabled={busy}>
                {m.rejectRevision}
              </Button>
              <Button type="submit" loading={busy}>
                {m.approveRevision}
              </Button>
            </>
          )}
        </div>
      }
    >
      {changes.length === 0 && !rev.coverUrl ? <p className="text-sm text-stone-700">{m.revisionNoChange}</p> : null}
      <dl className="space-y-4" data-testid="revision-changes">
        {rev.coverUrl ? (
          <ChangeRow
            label={m.revisionCover}
            before={
              <FallbackImage
                src={book.coverUrl}
                fallback={PLACEHOLDER_COVER}
                alt={m.revisionCoverBefore}
                className="h-32 w-24 rounded object-cover shadow-sm"
              />
            }
            after={
              <FallbackImage
                src={rev.coverUrl}
                fallback={PLACEHOLDER_COVER}
                alt={m.revisionCoverAfter}
                className="h-32 w-24 rounded object-cover shadow-sm"
              />
            }
            note={m.revisionCoverNote}
          />
        ) : null}
        {changes.map((c) => (
          <ChangeRow key={c.label} label={c.label} before={c.before} after={c.after} wide={c.wide} />
        ))}
      </dl>
      {rejecting ? (
        <div className="mt-5">
          <label htmlFor={reasonId} className="mb-1 block text-sm font-medium text-stone-800">
            {m.rejectRevisionReason}
          </label>
          <textarea
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={500}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${reasonId}-err` : `${reasonId}-hint`}
            className="block w-full rounded-md border border-stone-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200"
          />
          {error ? (
            <p id={`${reasonId}-err`} role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : (
            <p id={`${reasonId}-hint`} className="mt-1 text-xs text-stone-600">
              {m.rejectRevisionHint}
            </p>
          )}
        </div>
      ) : null}
    </ModalDialog>
  )
}

function ChangeRow({
  label,
  before,
  after,
  wide,
  note,
}: {
  label: string
  before: ReactNode
  after: ReactNode
  wide?: boolean
  note?: string
}) {
  return (
    <div className="rounded-md border border-stone-200 p-3" data-testid="revision-change">
      <dt className="text-sm font-semibold text-stone-900">{label}</dt>
      <dd className={`mt-2 grid gap-3 ${wide ? 'grid-cols-1 md:grid-cols-2' : 'grid-cols-2'}`}>
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-stone-600">{m.revisionBefore}</p>
          <div className="mt-1 break-words text-sm text-stone-800 line-through decoration-stone-400">{before}</div>
        </div>
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-green-800">{m.revisionAfter}</p>
          <div className="mt-1 break-words text-sm font-medium text-stone-900">{after}</div>
        </div>
      </dd>
      {note ? <p className="mt-2 text-xs text-stone-600">{note}</p> : null}
    </div>
  )
}
