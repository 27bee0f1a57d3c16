import { useEffect, useId, useRef, type ReactNode } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog of the panels: role="dialog", aria-modal, labelled by its
 * title; focus moves into it on open, stays inside (Tab wraps), Escape and
 * the backdrop close it (unless `busy`), and focus returns to the opener.
 * Texts come from the caller (the catalogue).
 */
export function PanelDialog({
  title,
  description,
  closeLabel,
  onClose,
  busy = false,
  size = 'lg',
  children,
  initialFocus,
}: {
  title: string
  description?: string
  closeLabel: string
  onClose: () => void
  busy?: boolean
  size?: 'sm' | 'lg'
  children: ReactNode
  /** A selector inside the dialog to focus first (default: the first field). */
  initialFocus?: string
}) {
  const titleId = useId()
  const descId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  const busyRef = useRef(busy)
  onCloseRef.current = onClose
  busyRef.current = busy

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const panel = panelRef.current
    const first =
      (initialFocus ? panel?.querySelector<HTMLElement>(initialFocus) : null) ??
      panel?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select') ??
      panel?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? panel)?.focus()
    const prevOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = prevOverflow
      if (opener && document.contains(opener)) opener.focus()
    }
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      // A listbox inside (e.g. a combobox) closes itself first.
      if (e.defaultPrevented) return
      e.stopPropagation()
      if (!busyRef.current) onCloseRef.current()
      return
    }
    if (e.key !== 'Tab' || !panelRef.current) return
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement)
    if (items.length === 0) return
    const firstEl = items[0]!
    const lastEl = items[items.length - 1]!
    if (e.shiftKey && document.activeElement === firstEl) {
      e.preventDefault()
      lastEl.focus()
    } else if (!e.shiftKey && document.activeElement === lastEl) {
      e.preventDefault()
      firstEl.focus()
    }
  }

  return (
    <div
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-stone-900/60 p-4 sm:py-10"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && !busyRef.current) onCloseRef.current()
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`w-full rounded-xl bg-white shadow-xl outline-none ${size === 'sm' ? 'max-w-md' : 'max-w-2xl'}`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-6 py-4">
          <div>
            <h2 id={titleId} className="font-serif text-xl font-bold text-stone-900">
              {title}
            </h2>
            {description ? (
              <p id={descId} className="mt-1 text-sm text-stone-600">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            aria-label={closeLabel}
            className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-800 disabled:opacity-50"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="px-6 py-5">{children}</div>
      </div>
    </div>
  )
}

/** A delete confirmation: the question, cancel and a red confirm button. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string
  message: string
  confirmLabel: string
  cancelLabel: string
  closeLabel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <PanelDialog title={title} description={message} closeLabel={closeLabel} onClose={onCancel} busy={busy} size="sm" initialFocus="[data-cancel]">
      <div className="flex justify-end gap-3">
        <button
          type="button"
          data-cancel=""
          onClick={onCancel}
          disabled={busy}
          className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-50 disabled:opacity-50"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
        >
          {confirmLabel}
        </button>
      </div>
    </PanelDialog>
  )
}
