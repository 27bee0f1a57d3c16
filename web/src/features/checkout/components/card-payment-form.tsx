import { useCallback, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { SubmitButton } from '@/components/ui/form-field'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import type { Checkout } from '../api/types'
import {
  emptyPayment,
  paymentSchema,
  payRequest,
  serverFields,
  type PaymentInput,
  type PaymentValues,
} from '../schemas'
import { CardFields } from './card-fields'
import { ContractsSection } from './contracts-section'
import { card } from './order-summary'
import { PaymentFrame } from './payment-frame'
import { usePaymentStart } from './use-payment-start'

const t = tr.checkout

/**
 * direct-3ds mode: the contracts and the card form. A valid form starts the
 * 3D Secure payment with the card and shows the bank page in the frame. The
 * card lives only in this form's state: it is never put in the URL, storage,
 * logs or the query cache.
 */
export function CardPaymentForm({
  orderId,
  checkout,
  onOrderGone,
}: {
  orderId: string
  checkout: Checkout
  onOrderGone: (message: string) => void
}) {
  const schema = useMemo(() => paymentSchema(), [])
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PaymentInput, unknown, PaymentValues>({ resolver: zodResolver(schema), defaultValues: emptyPayment })
  const setFieldError = useCallback(
    (field: string, message: string, focus: boolean) => {
      const name = serverFields[field as keyof typeof serverFields]
      if (!name) return false
      setError(name, { type: 'server', message }, { shouldFocus: focus })
      return true
    },
    [setError],
  )
  const { start, frame, closeFrame } = usePaymentStart(orderId, setFieldError, onOrderGone)
  // Ignored while one runs; no debounce: after closing the bank frame the buyer may pay again at once.
  const { submit, isRunning } = useGuardedSubmit((values: PaymentValues) => start(payRequest(values)), 0)

  return (
    <>
      <form noValidate method="post" onSubmit={(e) => void handleSubmit(submit)(e)} className="space-y-6">
        <ContractsSection
          checkout={checkout}
          preInformation={{ ...register('acceptPreInformation'), error: errors.acceptPreInformation?.message }}
          distanceSales={{ ...register('acceptDistanceSales'), error: errors.acceptDistanceSales?.message }}
        />
        <CardFields register={register} errors={errors} />
        <div className={`${card} space-y-4`}>
          <p className="text-sm text-stone-700">{t.obligation}</p>
          <SubmitButton busy={isRunning} label={t.pay} busyLabel={t.paying} />
        </div>
      </form>
      {frame ? <PaymentFrame src={frame.frameUrl} pageUrl={frame.pageUrl} onClose={closeFrame} /> : null}
    </>
  )
}
