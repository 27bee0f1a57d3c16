import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Button } from '@/components/ui/button'

const base = 'rounded-md border px-3 py-1.5 text-sm font-medium transition'

/** The looks of the admin cards' action buttons. `delete` sits at the end of the row. */
const tones = {
  neutral: 'border-stone-300 text-stone-700 hover:border-amber-500 hover:text-amber-700',
  approve: 'border-green-700 bg-green-700 text-white hover:bg-green-800',
  unapprove: 'border-amber-300 text-amber-800 hover:bg-amber-50',
  reject: 'border-red-300 text-red-700 hover:bg-red-50',
  delete: 'ml-auto border-red-200 text-red-700 hover:bg-red-50',
} as const

/** One action of an admin card (edit, approve, delete ...), styled by its tone. */
export function CardButton({
  tone,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> & { tone: keyof typeof tones }) {
  return <Button variant="bare" {...props} className={`${base} ${tones[tone]}`} />
}

/** The row of actions at the foot of an admin card. */
export function CardActions({ children }: { children: ReactNode }) {
  return <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-4">{children}</div>
}
