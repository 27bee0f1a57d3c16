import { useEffect, useRef, useState, type ReactNode } from 'react'

/** Which way a ScrollBox scrolls: sideways only, or both ways (give it a max height). */
export type ScrollAxis = 'x' | 'both'

const overflowOf: Record<ScrollAxis, string> = { x: 'overflow-x-auto', both: 'overflow-auto' }

/**
 * A box that scrolls sideways (a wide table on a phone, a strip of cards), or
 * both ways with axis="both" and a max height in className (a chart's figure
 * table). Callers say the axis instead of passing overflow classes. While its content
 * overflows it is a tab stop, so a keyboard user can scroll it with the
 * arrow keys (WCAG 2.1.1, axe's scrollable-region-focusable); when nothing
 * overflows it adds no tab stop. `label` names it for screen readers.
 */
export function ScrollBox({
  label,
  axis = 'x',
  className = '',
  children,
}: {
  label: string
  axis?: ScrollAxis
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const box = ref.current
    if (!box || typeof ResizeObserver === 'undefined') return
    const check = () => setOverflows(box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight)
    const observer = new ResizeObserver(check)
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    return () => observer.disconnect()
  }, [])
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      // A scrolling region must be reachable by keyboard to be scrolled by it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={overflows ? 0 : undefined}
      // relative: the box contains its absolutely positioned content (an
      // sr-only text is one); else that content's containing block is the
      // page, which it would widen instead of scrolling inside the box.
      className={`relative ${overflowOf[axis]} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 ${className}`}
    >
      {children}
    </div>
  )
}
