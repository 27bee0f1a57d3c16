import { useEffect, useId, useRef, type ReactNode } from 'react'
import { tr } from '@/i18n'

/**
 * A modal dialog for the panel forms: role=dialog, aria-modal, labelled by
 * its title; Escape and the close button call `onClose`; focus moves into
 * the dialog on open and back to the opener on close.
 */
export function FormDialog({
  title,
  onClose,
  children,
}: {
  title: string
  onClose: () => void
  children: ReactNode
}) {
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const first = ref.current?.querySelector<HTMLElement>('input, select, textarea, [contenteditable="true"]')
    ;(first ?? ref.current)?.focus()
    function onKey(e: KeyboardEvent) {
      const root = ref.current
      // A nested dialog (the crop dialog) handles its own keys.
      if (!root || root.querySelector('[role="dialog"]')) return
      if (e.key === 'Escape') onCloseRef.current()
      if (e.key === 'Tab') {
        // Keep Tab inside the dialog.
        const focusable = [
          ...root.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])',
          ),
        ]
        if (focusable.length === 0) return
        const first = focusable[0]!
        const last = focusable[focusable.length - 1]!
        if (e.shiftKey && (document.activeElement === first || document.activeElement === root)) {
          e.preventDefault()
          last.focus()
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault()
          first.focus()
        }
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      opener?.focus?.()
    }
  }, [])

  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-stone-900/50 p-4 sm:items-center">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="my-8 w-full max-w-2xl rounded-xl bg-white shadow-xl outline-none"
      >
        <div className="flex items-center justify-between border-b border-stone-200 px-6 py-4">
          <h2 id={titleId} className="font-serif text-xl font-bold text-stone-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={tr.authorPanel.common.close}
            className="rounded-md p-1 text-2xl leading-none text-stone-500 hover:bg-stone-100 hover:text-stone-800"
          >
            ×
          </button>
        </div>
        <div className="max-h-[80vh] overflow-y-auto px-6 py-5">{children}</div>
      </div>
    </div>
  )
}
