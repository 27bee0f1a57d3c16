import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element comes within `margin` of the screen (and stays
 * true): content below the fold is fetched only when the reader nears it.
 * Without IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const el = ref.current
    if (near || !el) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
