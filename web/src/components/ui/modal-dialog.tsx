import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'))
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-3xl' } as const

/**
 * A modal dialog: role="dialog" (or "alertdialog"), aria-modal, labelled by
 * its title and described by `description`; focus moves in (to
 * `initialFocus` or the first control), Tab stays inside, Escape, the
 * backdrop and the × button close it, and focus returns to where it was.
 * While `busy` it cannot be closed (an action is running).
 */
export function ModalDialog({
  title,
  description,
  onClose,
  closeLabel,
  children,
  footer,
  size = 'md',
  busy = false,
  initialFocus,
  returnFocus,
  role = 'dialog',
}: {
  title: ReactNode
  description?: ReactNode
  onClose: () => void
  /** Accessible name of the × button (a catalogue text). */
  closeLabel: string
  children?: ReactNode
  footer?: ReactNode
  size?: keyof typeof widths
  busy?: boolean
  initialFocus?: RefObject<HTMLElement | null>
  /** Where focus goes on close when the opener is gone (e.g. a button its own action removed). */
  returnFocus?: () => HTMLElement | null
  role?: 'dialog' | 'alertdialog'
}) {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descId = useId()
  const returnFocusRef = useRef(returnFocus)
  useEffect(() => {
    returnFocusRef.current = returnFocus
  })

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const panel = panelRef.current
    const target = initialFocus?.current ?? (panel ? focusables(panel)[0] : null) ?? panel
    target?.focus()
    return () => {
      document.body.style.overflow = overflow
      if (previous && previous.isConnected) previous.focus()
      else returnFocusRef.current?.()?.focus()
    }
    // Once per opening: focus moves in on mount and back on unmount.
  }, [])

  function close() {
    if (!busy) onClose()
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.stopPropagation()
      close()
      return
    }
    if (e.key !== 'Tab' || !panelRef.current) return
    const items = focusables(panelRef.current)
    if (items.length === 0) {
      e.preventDefault()
      return
    }
    const first = items[0]!
    const last = items[items.length - 1]!
    const active = document.activeElement
    if (e.shiftKey && (active === first || active === panelRef.current)) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && active === last) {
      e.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-stone-900/60 p-4 sm:items-center"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) close()
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`flex max-h-[calc(100vh-2rem)] w-full ${widths[size]} flex-col rounded-xl bg-white shadow-xl outline-none`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-6 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="font-serif text-xl font-bold text-stone-900">
              {title}
            </h2>
            {description ? (
              <div id={descId} className="mt-1 text-sm text-stone-600">
                {description}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            onClick={close}
            disabled={busy}
            aria-label={closeLabel}
            className="shrink-0 rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-amber-600 disabled:opacity-50"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children ? <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">{children}</div> : null}
        {footer ? (
          <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 px-6 py-4">{footer}</div>
        ) : null}
      </div>
    </div>,
    document.body,
  )
}
