import type { MouseEvent } from 'react'
import { tr } from '@/i18n'

/** The id of every layout's <main>: the skip link's target. */
export const MAIN_ID = 'icerik'

/**
 * 'İçeriğe geç' (WCAG 2.4.1): the first focusable element of every layout,
 * above the top edge until focused (not sr-only: that would drop its padding
 * and make it smaller than a 24 px target). It moves focus to <main id={MAIN_ID} tabIndex={-1}>
 * itself rather than following the #hash, so the URL stays the page's own
 * and the router's scroll restoration is not disturbed.
 */
export function SkipLink() {
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID)
    if (!main) return
    e.preventDefault()
    main.focus()
    main.scrollIntoView()
  }
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="fixed top-2 left-2 z-50 -translate-y-24 rounded-md bg-stone-900 px-4 py-3 text-sm font-semibold text-white focus:translate-y-0"
    >
      {tr.a11y.skipToContent}
    </a>
  )
}
