import { useCallback, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { SubmitButton } from '@/components/ui/form-field'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import type { Checkout } from '../api/types'
import { contractsRequest, contractsSchema, emptyContracts, type ContractsValues } from '../schemas'
import { ContractsSection } from './contracts-section'
import { card } from './order-summary'
import { PaymentFrame } from './payment-frame'
import { usePaymentStart } from './use-payment-start'

const t = tr.checkout

const contractFields: readonly string[] = [
  'acceptPreInformation',
  'acceptDistanceSales',
] satisfies (keyof ContractsValues)[]

/**
 * checkout-form mode: the contracts only, no card form. 'Ödemeye geç' with
 * both boxes ticked starts the payment without a card and shows iyzico's
 * hosted payment page in the frame; the card is typed there and this site
 * never sees it.
 */
export function HostedPaymentForm({
  orderId,
  checkout,
  onOrderGone,
}: {
  orderId: string
  checkout: Checkout
  onOrderGone: (message: string) => void
}) {
  const schema = useMemo(() => contractsSchema(), [])
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ContractsValues>({ resolver: zodResolver(schema), defaultValues: emptyContracts })
  const setFieldError = useCallback(
    (field: string, message: string, focus: boolean) => {
      if (!contractFields.includes(field)) return false
      setError(field as keyof ContractsValues, { type: 'server', message }, { shouldFocus: focus })
      return true
    },
    [setError],
  )
  const { start, frame, closeFrame } = usePaymentStart(orderId, setFieldError, onOrderGone)
  // Ignored while one runs; no debounce: after closing the payment frame the buyer may start again at once.
  const { submit, isRunning } = useGuardedSubmit((values: ContractsValues) => start(contractsRequest(values)), 0)

  return (
    <>
      <form noValidate method="post" onSubmit={(e) => void handleSubmit(submit)(e)} className="space-y-6">
        <ContractsSection
          checkout={checkout}
          preInformation={{ ...register('acceptPreInformation'), error: errors.acceptPreInformation?.message }}
          distanceSales={{ ...register('acceptDistanceSales'), error: errors.acceptDistanceSales?.message }}
        />
        <div className={`${card} space-y-4`}>
          <p className="text-sm text-stone-600">{t.hostedHint}</p>
          <p className="text-sm text-stone-700">{t.hostedObligation}</p>
          <SubmitButton busy={isRunning} label={t.proceed} busyLabel={t.paying} />
        </div>
      </form>
      {frame ? <PaymentFrame src={frame.frameUrl} pageUrl={frame.pageUrl} onClose={closeFrame} /> : null}
    </>
  )
}
