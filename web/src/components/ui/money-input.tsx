import { forwardRef, type InputHTMLAttributes } from 'react'
import { FieldShell } from './form-field'

type MoneyFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string
  error?: string
  hint?: string
}

/**
 * The one field for a lira amount in every form. A text input with the
 * decimal keypad, never type="number": under a Turkish locale a number input
 * drops the comma and turns '129,90' into 12990. The value stays the typed
 * text (react-hook-form's register or a controlled value alike); the form
 * reads it with liraToKurus, which accepts '129,90', '129.90', '1.299,90'
 * and '1299', and shows tr.validation.amount for anything else.
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-stone-500"
          >
            ₺
          </span>
          <input
            ref={ref}
            {...control}
            className={`${control.className} pl-8 tabular-nums`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            {...rest}
          />
        </div>
      )}
    </FieldShell>
  )
})
