import { useId, useState } from 'react'
import { ModalDialog } from './modal-dialog'
import { Button } from './button'

/**
 * Asks for a short reason before an action (reporting a review, rejecting
 * or hiding one). The server checks the length (3-500) and answers in
 * Turkish; `error` shows that answer under the field.
 */
export function ReasonDialog({
  title,
  text,
  label,
  submitLabel,
  cancelLabel,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  title: string
  text: string
  label: string
  submitLabel: string
  cancelLabel: string
  busy: boolean
  error?: string
  onSubmit: (reason: string) => void
  onClose: () => void
}) {
  const id = useId()
  const [reason, setReason] = useState('')
  return (
    <ModalDialog
      title={title}
      description={text}
      closeLabel={null}
      onClose={onClose}
      busy={busy}
      size="sm"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit(reason)
      }}
      footer={
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      }
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <textarea
        id={id}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={3}
        maxLength={500}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        className="block w-full rounded-md border border-stone-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200"
      />
      {error ? (
        <p id={`${id}-err`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </ModalDialog>
  )
}
