/**
 * A field's error line, for controls that have no FieldShell of their
 * own (a combobox, an image slot, a rich-text editor). `id` lets the control
 * point at it with aria-describedby.
 */
export function FieldError({ message, id }: { message?: string; id?: string }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-600">
      {message}
    </p>
  )
}
