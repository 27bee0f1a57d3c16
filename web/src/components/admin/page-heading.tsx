import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

/** The title and subtitle of an admin page, with the page's main action (e.g. "new record") on the right. */
export function AdminPageHeading({ title, subtitle, action }: { title: string; subtitle: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-serif text-3xl font-bold text-stone-900">{title}</h1>
        <p className="mt-1 text-stone-600">{subtitle}</p>
      </div>
      {action}
    </div>
  )
}

/** The amber "new record" button of an admin page heading. */
export function NewRecordButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="button" onClick={onClick} size="none" className="px-4 py-2 shadow-sm">
      {children}
    </Button>
  )
}
