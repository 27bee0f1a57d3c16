/** The pieces the book, event and profile forms of the author panel have in common. */
import type { ReactNode } from 'react'
import { CancelSaveButtons } from '@/components/ui/form-buttons'
import { trPanels } from '@/i18n/panels'

const c = trPanels.authorPanel.common

/**
 * The image slot of a form (book cover, event image, author photo). An
 * upload needs the record to exist, so until it is saved the slot only says
 * so (`afterSave`); then it shows `upload` and that the image awaits approval
 * (`pending`).
 */
export function UploadSection({
  title,
  heading: Heading = 'h3',
  upload,
  pending,
  afterSave,
}: {
  title: string
  /** 'h2' where the form is the page's main content rather than a dialog. */
  heading?: 'h2' | 'h3'
  /** The upload control; absent while the record is not saved. */
  upload?: ReactNode
  pending: string
  afterSave: string
}) {
  return (
    <section aria-label={title} className="rounded-lg border border-stone-200 p-4">
      <Heading className="mb-2 text-sm font-medium text-stone-700">{title}</Heading>
      {upload ? (
        <>
          {upload}
          <p className="mt-2 text-xs text-stone-500">{pending}</p>
        </>
      ) : (
        <p className="text-sm text-stone-500">{afterSave}</p>
      )}
    </section>
  )
}

/**
 * The note above a book or event form: a new record waits for an admin;
 * editing an approved one sends it back to approval.
 */
export function ApprovalNote({
  isNew,
  approved,
  newText,
  approvedText,
}: {
  isNew: boolean
  approved: boolean
  newText: string
  approvedText: string
}) {
  if (approved)
    return (
      <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {approvedText}
      </p>
    )
  if (isNew)
    return <p className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700">{newText}</p>
  return null
}

/** Cancel and save at the foot of a dialog form (the book and event forms). */
export function DialogFormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-3 border-t border-stone-200 pt-4">
      <CancelSaveButtons busy={busy} onCancel={onCancel} texts={c} />
    </div>
  )
}
