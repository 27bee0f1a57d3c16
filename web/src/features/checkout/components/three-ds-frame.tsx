import { useEffect, useRef } from 'react'
import { tr } from '@/i18n'

const t = tr.checkout

/**
 * Only a path on this site (or an absolute URL of this origin) is shown in
 * the frame: the server answers '/odeme/3ds/<token>'.
 */
export function isFramePath(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return true
  try {
    return new URL(url).origin === window.location.origin
  } catch {
    return false
  }
}

/**
 * The bank's 3D Secure page, full screen over the payment page, in a
 * sandboxed frame (max 500 px wide, 600 px high). The sandbox has no
 * allow-same-origin: the bank page runs in an opaque origin, away from the
 * shop's cookies and storage; allow-top-navigation lets it take the whole
 * window to /odeme/callback when the bank is done. 'Kapat' (or Escape) only
 * closes the frame; the order stays pending and can be paid again.
 */
export function ThreeDSFrame({ src, onClose }: { src: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    closeRef.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
      previous?.focus()
    }
  }, [])

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="three-ds-title"
      aria-describedby="three-ds-hint"
      className="fixed inset-0 z-[100] flex items-start justify-center overflow-y-auto bg-stone-900/70 p-4 sm:items-center"
    >
      <div className="w-full max-w-[500px] overflow-hidden rounded-xl bg-white shadow-2xl">
        <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-4 py-3">
          <div className="min-w-0">
            <h2 id="three-ds-title" className="font-semibold text-stone-900">
              {t.frameTitle}
            </h2>
            <p id="three-ds-hint" className="text-xs text-stone-600">
              {t.frameHint}
            </p>
          </div>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t.closeFrame}
            className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-600"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
            </svg>
            <span aria-hidden="true">{t.close}</span>
          </button>
        </div>
        <iframe
          src={src}
          title={t.frameTitle}
          sandbox="allow-scripts allow-forms allow-top-navigation"
          referrerPolicy="no-referrer"
          className="block h-[600px] w-full border-0 bg-white"
        />
      </div>
    </div>
  )
}
