import { useMemo, useState } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from 'react-router'
import { tr } from '@/i18n'
import { CheckboxField, SubmitButton, TextField } from '@/components/ui/form-field'
import { describeError, serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { usePay } from '../api/pay'
import type { Checkout } from '../api/types'
import { formatCardNumber, formatExpiry, reformatInput } from '../card'
import { emptyPayment, paymentSchema, payRequest, serverFields, type PaymentInput, type PaymentValues } from '../schemas'
import { card, cardTitle, ContractBox } from './order-summary'
import { isFramePath, ThreeDSFrame } from './three-ds-frame'

const t = tr.checkout

/** Messages after which this order cannot be paid from this page any more. */
// Answers after which this order cannot be paid from this page.
const orderGone: readonly string[] = [t.orderNotFound, t.expired, t.amountMismatch, tr.cart.buyerIncomplete]

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

/**
 * The contracts, their two unticked checkboxes, the KVKK notice link and the
 * card form of /odeme. A valid form starts the 3D Secure payment and shows
 * the bank page in a frame. The card lives only in this form's state: it is
 * never put in the URL, storage, logs or the query cache.
 */
export function PaymentForm({ orderId, checkout, onOrderGone }: { orderId: string; checkout: Checkout; onOrderGone: (message: string) => void }) {
  const { pay } = usePay(orderId)
  const [frameUrl, setFrameUrl] = useState<string | null>(null)
  const schema = useMemo(() => paymentSchema(), [])
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PaymentInput, unknown, PaymentValues>({ resolver: zodResolver(schema), defaultValues: emptyPayment })

  const { submit, isRunning } = useGuardedSubmit(async (values: PaymentValues) => {
    try {
      const url = await pay(payRequest(values))
      if (!isFramePath(url)) throw new Error('unexpected frame URL')
      setFrameUrl(url)
    } catch (err) {
      let first = true
      for (const [field, message] of Object.entries(describeError(err, 'payment').fieldErrors)) {
        const name = serverFields[field as keyof typeof serverFields]
        if (!name) continue
        setError(name, { type: 'server', message }, { shouldFocus: first })
        first = false
      }
      if (!first) return
      const message = serverMessageOr(err, t.payError)
      notify.error(message)
      if (orderGone.includes(message)) onOrderGone(message)
    }
    // Ignored while one runs; no debounce: after closing the bank frame the buyer may pay again at once.
  }, 0)

  return (
    <>
      <form noValidate method="post" onSubmit={handleSubmit(submit)} className="space-y-6">
        <section aria-labelledby="checkout-contracts" className={card}>
          <h2 id="checkout-contracts" className={cardTitle}>
            {t.contracts}
          </h2>
          <div className="mt-4 space-y-5">
            <div className="space-y-3">
              <ContractBox id="pre-information" title={t.preInformationTitle} text={checkout.preInformation} />
              <CheckboxField
                label={t.acceptPreInformation}
                error={errors.acceptPreInformation?.message}
                {...register('acceptPreInformation')}
              />
            </div>
            <div className="space-y-3">
              <ContractBox id="distance-sales" title={t.distanceSalesTitle} text={checkout.distanceSales} />
              <CheckboxField
                label={t.acceptDistanceSales}
                error={errors.acceptDistanceSales?.message}
                {...register('acceptDistanceSales')}
              />
            </div>
            <p className="text-sm">
              <Link
                to="/gizlilik-politikasi"
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-amber-700 underline hover:text-amber-800"
              >
                {t.kvkk}
                <span className="sr-only"> {t.newTab}</span>
              </Link>
            </p>
          </div>
        </section>

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

        <div className={`${card} space-y-4`}>
          <p className="text-sm text-stone-700">{t.obligation}</p>
          <SubmitButton busy={isRunning} label={t.pay} busyLabel={t.paying} />
        </div>
      </form>
      {frameUrl ? <ThreeDSFrame src={frameUrl} onClose={() => setFrameUrl(null)} /> : null}
    </>
  )
}
