import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * A box that scrolls sideways (a wide table on a phone), or down too when its
 * className caps its height (a chart's figure table). While its content
 * overflows it is a tab stop, so a keyboard user can scroll it with the
 * arrow keys (WCAG 2.1.1, axe's scrollable-region-focusable); when nothing
 * overflows it adds no tab stop. `label` names it for screen readers.
 */
export function ScrollBox({
  label,
  className = '',
  children,
}: {
  label: string
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
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 ${className}`}
    >
      {children}
    </div>
  )
}
