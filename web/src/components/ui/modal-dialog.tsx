import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type FormEventHandler,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import { Button } from './button'
import { CloseIcon } from '../icons'

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])'

/** Where focus goes on open when `initialFocus` names nothing: the first form field. */
const FIELD =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [contenteditable="true"]'

/** Shown and not inert; a closed menu's items (display: none) are skipped. */
function usable(el: HTMLElement): boolean {
  if (el.closest('[inert]')) return false
  return typeof el.checkVisibility !== 'function' || el.checkVisibility() || el === document.activeElement
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(usable)
}

function firstField(root: HTMLElement): HTMLElement | null {
  return [...root.querySelectorAll<HTMLElement>(FIELD)].find(usable) ?? null
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-3xl' } as const

/**
 * The open dialogs. Keys (Escape, Tab) belong to the top one only: the
 * deepest (a dialog opened from inside another), and among equals the one
 * opened last. The depth comes from React context, so that a dialog and a
 * dialog inside it mounted in one commit still stack right.
 */
interface Layer {
  depth: number
  seq: number
}
const layers: Layer[] = []
let nextSeq = 0
let savedOverflow = ''

function isTop(layer: Layer): boolean {
  return layers.every((o) => o === layer || o.depth < layer.depth || (o.depth === layer.depth && o.seq < layer.seq))
}

const DialogDepth = createContext(0)

type InitialFocus = RefObject<HTMLElement | null> | string

/**
 * The modal dialog of the whole app: role="dialog" (or "alertdialog"),
 * aria-modal, labelled by its title and described by `description`.
 *
 * - Focus moves in on open: to `initialFocus` (a ref, or a selector inside
 *   the dialog), else the first form field, else the first control; Tab and
 *   Shift+Tab wrap inside; on close focus returns to where it was (or to
 *   `returnFocus()` when that element is gone).
 * - Escape, the backdrop and the × button close it; while `busy` (an action
 *   runs) nothing closes it. An Escape a control inside has already used
 *   (`preventDefault`, e.g. a combobox closing its list) does not close it.
 * - Nesting: a dialog opened from inside another (rendered as its child,
 *   e.g. the crop dialog of a cover upload in a form dialog) is on top;
 *   Escape and Tab act on the top dialog only, so Escape closes just the
 *   inner one. Escape pressed while focus is outside every dialog (e.g. on
 *   the page body after the focused button was removed) closes the top one.
 * - With `onSubmit`, the body and the footer are one `<form noValidate>`, so
 *   a submit button in the footer submits it and the footer stays in view.
 */
export function ModalDialog({
  title,
  description,
  onClose,
  closeLabel,
  children,
  footer,
  onSubmit,
  size = 'md',
  busy = false,
  initialFocus,
  returnFocus,
  role = 'dialog',
}: {
  title: ReactNode
  description?: ReactNode
  onClose: () => void
  /** Accessible name of the × button (a catalogue text); null: no × button (the dialog's own buttons close it). */
  closeLabel: string | null
  children?: ReactNode
  footer?: ReactNode
  /** Makes the body and the footer a form with this submit handler. */
  onSubmit?: FormEventHandler<HTMLFormElement>
  /** sm: max-w-md, md: max-w-lg, lg: max-w-2xl, xl: max-w-3xl. */
  size?: keyof typeof widths
  busy?: boolean
  /** What gets the focus on open: an element, or a CSS selector inside the dialog. */
  initialFocus?: InitialFocus
  /** Where focus goes on close when the opener is gone (e.g. a button its own action removed). */
  returnFocus?: () => HTMLElement | null
  role?: 'dialog' | 'alertdialog'
}) {
  const depth = useContext(DialogDepth)
  const panelRef = useRef<HTMLDivElement>(null)
  const layerRef = useRef<Layer>({ depth, seq: 0 })
  const titleId = useId()
  const descId = useId()

  function close() {
    if (!busy) onClose()
  }

  /** Tab and Shift+Tab wrap around inside the panel; from outside it, focus comes back in. */
  function trapTab(e: KeyboardEvent | ReactKeyboardEvent) {
    const panel = panelRef.current
    if (!panel) return
    const items = focusables(panel)
    if (items.length === 0) {
      e.preventDefault()
      panel.focus()
      return
    }
    const first = items[0]!
    const last = items[items.length - 1]!
    const active = document.activeElement
    if (!(active instanceof Node) || !panel.contains(active)) {
      e.preventDefault()
      ;(e.shiftKey ? last : first).focus()
    } else if (e.shiftKey && (active === first || active === panel)) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && active === last) {
      e.preventDefault()
      first.focus()
    }
  }

  // Keys from inside the panel (React events also bubble here from portals of
  // React children, i.e. from a nested dialog; the top check lets those be).
  function onKeyDown(e: ReactKeyboardEvent<HTMLDivElement>) {
    if (!isTop(layerRef.current)) return
    if (e.key === 'Escape') {
      if (e.defaultPrevented) return
      e.stopPropagation()
      close()
    } else if (e.key === 'Tab') {
      trapTab(e)
    }
  }
  // The latest render's handlers, for the document listener set up once per opening.
  const latest = useRef({ close, trapTab, returnFocus })
  useLayoutEffect(() => {
    latest.current = { close, trapTab, returnFocus }
  })

  useEffect(() => {
    const layer = { depth, seq: nextSeq++ }
    layerRef.current = layer
    if (layers.length === 0) {
      savedOverflow = document.body.style.overflow
      document.body.style.overflow = 'hidden'
    }
    layers.push(layer)

    const active = document.activeElement
    const previous = active instanceof HTMLElement && active !== document.body ? active : null
    const panel = panelRef.current
    if (panel) {
      const wanted =
        typeof initialFocus === 'string'
          ? panel.querySelector<HTMLElement>(initialFocus)
          : (initialFocus?.current ?? null)
      ;(wanted ?? firstField(panel) ?? focusables(panel)[0] ?? panel).focus()
    }

    // Keys that reach the document from outside the top panel: focus was
    // lost (e.g. to the body) or sits in a dialog below the top one.
    function onDocumentKeyDown(e: KeyboardEvent) {
      const root = panelRef.current
      if (!root || !isTop(layer)) return
      if (e.target instanceof Node && root.contains(e.target)) return
      if (e.key === 'Escape' && !e.defaultPrevented) latest.current.close()
      else if (e.key === 'Tab') latest.current.trapTab(e)
    }
    document.addEventListener('keydown', onDocumentKeyDown)

    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown)
      const i = layers.indexOf(layer)
      if (i >= 0) layers.splice(i, 1)
      if (layers.length === 0) document.body.style.overflow = savedOverflow
      if (previous && previous.isConnected) previous.focus()
      else latest.current.returnFocus?.()?.focus()
    }
    // Once per opening: focus moves in on mount and back on unmount.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- depth and initialFocus are read at opening only, on purpose
  }, [])

  const closeButton =
    closeLabel === null ? null : (
      <Button
        variant="bare"
        onClick={close}
        disabled={busy}
        aria-label={closeLabel}
        className="shrink-0 rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-amber-600"
      >
        <CloseIcon />
      </Button>
    )

  const body = (
    <>
      {children ? <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">{children}</div> : null}
      {footer ? (
        <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 px-6 py-4">{footer}</div>
      ) : null}
    </>
  )

  return createPortal(
    <DialogDepth.Provider value={depth + 1}>
      {/* A click on the backdrop closes, as a convenience for the mouse; the keyboard has Escape and the close button. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
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
            {closeButton}
          </div>
          {onSubmit ? (
            <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
              {body}
            </form>
          ) : (
            body
          )}
        </div>
      </div>
    </DialogDepth.Provider>,
    document.body,
  )
}
