import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { fmt } from '@/i18n'
import { Button } from '@/components/ui/button'
import { Panel } from '@/components/ui/panel'

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

/** One action of a card: its look, its text, and the name that says which record it acts on. */
export interface CardAction {
  tone: keyof typeof tones
  text: string
  label: string
  onClick: () => void
  /** Off while the card's record is being changed. */
  disabled?: boolean
  /** For a toggle, e.g. the edit of the record the form holds. */
  pressed?: boolean
}

/** The texts of the edit and delete actions; the labels name the record by `{name}` or `{title}`. */
export interface EditDeleteTexts {
  edit: string
  delete: string
  editLabel: string
  deleteLabel: string
}

/**
 * The edit and the delete every admin card ends with, `between` them the
 * card's own actions (approve ...): delete is off while the record is being
 * changed, edit is pressed while the form holds the record.
 */
export function editDeleteActions(
  texts: EditDeleteTexts,
  names: Record<string, string>,
  { onEdit, onDelete, busy, editing }: { onEdit: () => void; onDelete: () => void; busy: boolean; editing?: boolean },
  between: CardAction[] = [],
): CardAction[] {
  return [
    { tone: 'neutral', text: texts.edit, label: fmt(texts.editLabel, names), onClick: onEdit, pressed: editing },
    ...between,
    { tone: 'delete', text: texts.delete, label: fmt(texts.deleteLabel, names), onClick: onDelete, disabled: busy },
  ]
}

/** The row of actions at the foot of an admin card. */
export function CardActions({ actions }: { actions: CardAction[] }) {
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-4">
      {actions.map((a) => (
        <CardButton
          key={a.label}
          tone={a.tone}
          onClick={a.onClick}
          disabled={a.disabled}
          aria-pressed={a.pressed}
          aria-label={a.label}
        >
          {a.text}
        </CardButton>
      ))}
    </div>
  )
}

/**
 * One record of an admin card grid (categories, authors): a panel that
 * stretches to the row's height, the record's own content, the actions at its
 * foot. `highlighted` frames the record the form beside the grid is editing.
 */
export function AdminListCard({
  testId,
  highlighted,
  actions,
  children,
}: {
  testId: string
  highlighted?: boolean
  actions: CardAction[]
  children: ReactNode
}) {
  return (
    <Panel as="li" padding="md" highlighted={highlighted} className="flex flex-col" data-testid={testId}>
      {children}
      <CardActions actions={actions} />
    </Panel>
  )
}
