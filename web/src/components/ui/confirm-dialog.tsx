import type { ReactNode } from 'react'
import { ModalDialog } from './modal-dialog'
import { Button } from './button'

/**
 * A delete confirmation: the question, cancel and a red confirm button.
 * Focus starts on cancel, the safe choice; while `busy` it cannot be closed.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  busy = false,
  busyLabel,
  role = 'dialog',
  onConfirm,
  onCancel,
}: {
  title: string
  message: ReactNode
  confirmLabel: string
  cancelLabel: string
  /** The × button's name; null: no × button (cancel closes it). */
  closeLabel: string | null
  busy?: boolean
  /** The confirm button's text while the action runs (default: confirmLabel). */
  busyLabel?: string
  role?: 'dialog' | 'alertdialog'
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <ModalDialog
      role={role}
      title={title}
      description={message}
      closeLabel={closeLabel}
      onClose={onCancel}
      busy={busy}
      size="sm"
      initialFocus="[data-cancel]"
    >
      <div className="flex justify-end gap-3">
        <Button type="button" data-cancel="" onClick={onCancel} disabled={busy} variant="secondary">
          {cancelLabel}
        </Button>
        <Button type="button" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined} variant="danger">
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  )
}
