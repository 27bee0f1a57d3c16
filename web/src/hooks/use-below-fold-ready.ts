import { useEffect, useState, type RefObject } from 'react'

/**
 * True (and then for good) once content below the fold may load: when the
 * element comes within `margin` of the screen, or when the browser is first
 * idle after the page has drawn, whichever is sooner. So it never competes
 * with the first screen, and it has usually arrived before the reader gets
 * there (content that arrives in view would shift what is below it).
 * Without IntersectionObserver (jsdom) it waits for the idle moment only.
 */
export function useBelowFoldReady(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (ready) return
    const go = () => setReady(true)
    let cancelIdle: () => void
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(go, { timeout: 3000 })
      cancelIdle = () => cancelIdleCallback(id)
    } else {
      const id = setTimeout(go, 200)
      cancelIdle = () => clearTimeout(id)
    }
    let observer: IntersectionObserver | undefined
    const el = ref.current
    if (el && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
        rootMargin: `${margin} 0px`,
      })
      observer.observe(el)
    }
    return () => {
      cancelIdle()
      observer?.disconnect()
    }
  }, [ref, margin, ready])
  return ready
}
