import { useEffect, useId, useRef } from 'react'
import { tr } from '@/i18n'

const m = tr.adminBooks

/**
 * The delete confirmation: an alertdialog with the spec's question; the
 * focus starts on 'İptal' and Escape cancels.
 */
export function ConfirmDeleteDialog({
  title,
  busy,
  onConfirm,
  onCancel,
}: {
  /** The book's title, shown under the question. */
  title: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const id = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    cancelRef.current?.focus()
    return () => previous?.focus?.()
  }, [])

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !busy) {
            e.stopPropagation()
            onCancel()
          }
        }}
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl"
      >
        <h2 id={`${id}-title`} className="font-serif text-lg font-bold text-stone-900">
          {m.deleteTitle}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-stone-700">
          {m.deleteConfirm}
        </p>
        <p className="mt-1 text-sm font-medium text-stone-900">{title}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            disabled={busy}
            className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50 disabled:opacity-50"
          >
            {m.cancel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
          >
            {busy ? m.deleting : m.delete}
          </button>
        </div>
      </div>
    </div>
  )
}
