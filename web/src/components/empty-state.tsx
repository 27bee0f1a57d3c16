import type { ReactNode } from 'react'

/** A centred message for an empty list or a missing record. */
export function EmptyState({
  title,
  text,
  action,
  as: Heading = 'p',
}: {
  title: string
  text?: string
  action?: ReactNode
  /** 'h1' when the state is the whole page (e.g. a record not found). */
  as?: 'p' | 'h1' | 'h2'
}) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <Heading className={Heading === 'p' ? 'text-stone-600' : 'font-serif text-2xl font-bold text-stone-900'}>
        {title}
      </Heading>
      {text ? <p className="mt-2 text-stone-600">{text}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  )
}
