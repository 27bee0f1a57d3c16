import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form'
import { tr } from '@/i18n'
import { TextField } from '@/components/ui/form-field'
import { formatCardNumber, formatExpiry, reformatInput } from '../card'
import type { PaymentInput } from '../schemas'
import { card, cardTitle } from './order-summary'

const t = tr.checkout

/** Formats the input as it is typed, then hands the event to react-hook-form. */
function formatted(reg: UseFormRegisterReturn, format: (v: string) => string): UseFormRegisterReturn {
  return {
    ...reg,
    onChange: (e) => {
      reformatInput(e.target as HTMLInputElement, format)
      return reg.onChange(e)
    },
  }
}

/** The card inputs of direct-3ds mode: holder, number (in fours), expiry (AA/YY) and CVC, with autofill hints. */
export function CardFields({
  register,
  errors,
}: {
  register: UseFormRegister<PaymentInput>
  errors: FieldErrors<PaymentInput>
}) {
  return (
    <section aria-labelledby="checkout-card" className={card}>
      <h2 id="checkout-card" className={cardTitle}>
        {t.card}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.cardHint}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t.holderName}
          autoComplete="cc-name"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          placeholder={t.holderNamePlaceholder}
          error={errors.holderName?.message}
          {...register('holderName')}
        />
        <TextField
          className="sm:col-span-2"
          label={t.number}
          inputMode="numeric"
          autoComplete="cc-number"
          spellCheck={false}
          maxLength={23}
          placeholder={t.numberPlaceholder}
          error={errors.number?.message}
          {...formatted(register('number'), formatCardNumber)}
        />
        <TextField
          label={t.expiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
          placeholder={t.expiryPlaceholder}
          error={errors.expiry?.message}
          {...formatted(register('expiry'), formatExpiry)}
        />
        <TextField
          label={t.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder={t.cvcPlaceholder}
          hint={t.cvcHint}
          error={errors.cvc?.message}
          {...formatted(register('cvc'), (v) => v.replace(/\D/g, '').slice(0, 4))}
        />
      </div>
    </section>
  )
}
