import type { HTMLAttributes, ReactNode } from 'react'

/** Inner spacing: p-5 for the cards of a grid, p-6 for a page's sections. */
const paddings = { md: 'p-5', lg: 'p-6' } as const

/**
 * The white, rounded, bordered box the admin screens lay their sections and
 * list cards in. `highlighted` draws the amber frame of the card being edited
 * (a border colour of its own: two border colours in one class list would
 * leave the winner to the stylesheet's order).
 */
export function Panel({
  as: Root = 'section',
  padding = 'lg',
  highlighted = false,
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & {
  as?: 'section' | 'li' | 'div'
  padding?: keyof typeof paddings
  highlighted?: boolean
  children: ReactNode
  'data-testid'?: string
}) {
  const border = highlighted ? 'border-amber-500 ring-2 ring-amber-200' : 'border-stone-200'
  return (
    <Root
      {...rest}
      className={`rounded-xl border bg-white ${paddings[padding]} shadow-sm ${border}${className ? ` ${className}` : ''}`}
    >
      {children}
    </Root>
  )
}

/** A panel's heading and the line under it, as the settings and section panels open. */
export function PanelHeader({ id, title, intro }: { id: string; title: string; intro?: ReactNode }) {
  return (
    <>
      <h2 id={id} className="font-serif text-lg font-bold text-stone-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-stone-600">{intro}</p> : null}
    </>
  )
}
