import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { Button } from './button'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string
  hint?: string
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string }

export const controlClass = (error?: string) =>
  `block w-full rounded-md border bg-white px-3 py-2 text-stone-900 shadow-sm outline-none transition placeholder:text-stone-400 focus:border-amber-500 focus:ring-2 focus:ring-amber-200 ${
    error ? 'border-red-400' : 'border-stone-300'
  }`

/**
 * The label, hint and error around one control, wired by id and
 * aria-describedby; `children` renders the control with the props it gets.
 */
export function FieldShell({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id?: string
  label: string
  error?: string
  hint?: string
  className?: string
  children: (control: {
    id: string
    'aria-invalid'?: true
    'aria-describedby'?: string
    className: string
  }) => ReactNode
}) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: controlClass(error),
      })}
      {hint && !error ? (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A labelled text input with its error and hint wired by aria attributes. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} {...control} {...rest} />}
    </FieldShell>
  )
})

/** A labelled textarea, wired like TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea ref={ref} {...control} {...rest} />}
    </FieldShell>
  )
})

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; hint?: string }

/** A labelled select, wired like TextField (its options are the children). */
export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, hint, id, className, children, ...rest },
  ref,
) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select ref={ref} {...control} {...rest}>
          {children}
        </select>
      )}
    </FieldShell>
  )
})

type CheckboxProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField(
  { label, error, id, className, ...rest },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-4 w-4 rounded border-stone-300 accent-amber-600"
          {...rest}
        />
        <label htmlFor={inputId} className="text-sm text-stone-700">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  )
})

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      size="none"
      className="w-full px-4 py-2.5 shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
    >
      {busy ? busyLabel : label}
    </Button>
  )
}
