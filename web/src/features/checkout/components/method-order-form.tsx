import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from 'react-router'
import { fmt, tr } from '@/i18n'
import { SubmitButton } from '@/components/ui/form-field'
import { describeError, serverMessageOr } from '@/lib/errors'
import { formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useChooseMethod } from '../api/choose-method'
import type { Checkout, MethodOffer } from '../api/types'
import { contractsSchema, emptyContracts, type ContractsValues } from '../schemas'
import { ContractsSection } from './contracts-section'
import { card } from './order-summary'

const t = tr.payMethods

/** Kapıda ödeme: the fee added to the order and how the courier takes the money. */
function CodDetails({ offer }: { offer: MethodOffer }) {
  const forms = offer.codForms ?? []
  return (
    <div className="space-y-3 text-sm text-stone-700">
      <p>{t.codHint}</p>
      <p className="font-medium text-stone-900">
        {offer.totals.methodFee > 0 ? fmt(t.codFee, { fee: formatPrice(offer.totals.methodFee) }) : t.codNoFee}
      </p>
      {forms.length > 0 ? <p>{fmt(t.codForms, { forms: forms.join(', ') })}</p> : null}
    </div>
  )
}

/**
 * Havale/EFT or kapıda ödeme at /odeme: the contracts (named for the method,
 * both boxes required as for the card) and 'Siparişi onayla'. On success the
 * buyer goes to the order's page: the transfer instructions (IBANs, amount,
 * reference, deadline) for havale, 'Onaylandı' for kapıda ödeme. A refusal
 * (the method is no longer available, the order expired) is the server's
 * message; the page reloads the offers.
 */
export function MethodOrderForm({
  orderId,
  checkout,
  offer,
  loading,
  onRefused,
}: {
  orderId: string
  checkout: Checkout
  offer: MethodOffer
  /** The contracts for this method are still loading: the old text must not be accepted. */
  loading: boolean
  onRefused: () => void
}) {
  const schema = useMemo(() => contractsSchema(), [])
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContractsValues>({ resolver: zodResolver(schema), defaultValues: emptyContracts })
  const choose = useChooseMethod(orderId)
  const navigate = useNavigate()
  const method = offer.method === 'card' ? null : offer.method

  const { submit, isRunning } = useGuardedSubmit(async () => {
    if (!method || loading) return
    try {
      await choose.mutateAsync({ method, contractsAccepted: true })
      notify.success(method === 'transfer' ? t.transferPlaced : t.codPlaced)
      void navigate(paths.order(orderId), { replace: true })
    } catch (err) {
      const { fieldErrors } = describeError(err)
      notify.error(Object.values(fieldErrors)[0] ?? serverMessageOr(err, t.confirmError))
      onRefused()
    }
  })

  return (
    <form noValidate method="post" onSubmit={(e) => void handleSubmit(submit)(e)} className="space-y-6">
      <ContractsSection
        checkout={checkout}
        preInformation={{ ...register('acceptPreInformation'), error: errors.acceptPreInformation?.message }}
        distanceSales={{ ...register('acceptDistanceSales'), error: errors.acceptDistanceSales?.message }}
      />
      <div className={`${card} space-y-4`} data-testid="method-order">
        {offer.method === 'cod' ? (
          <CodDetails offer={offer} />
        ) : (
          <p className="text-sm text-stone-700">{t.transferHint}</p>
        )}
        <p className="text-sm text-stone-700">{t.obligation}</p>
        <SubmitButton busy={isRunning} label={t.confirm} busyLabel={t.confirming} />
      </div>
    </form>
  )
}
