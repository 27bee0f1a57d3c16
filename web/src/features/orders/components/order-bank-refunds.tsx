import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { fmt, tr } from '@/i18n'
import { SubmitButton, TextField } from '@/components/ui/form-field'
import { formatDate, formatPrice } from '@/lib/format'
import { normalizeIban, validIban } from '@/lib/iban'
import { notify } from '@/lib/notify'
import { serverMessageOr } from '@/lib/errors'
import { setServerFieldErrors, fieldIn } from '@/lib/server-field-errors'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useGiveRefundIban } from '../api/bank-refunds'
import type { MemberBankRefund, Order } from '../api/types'

const t = tr.payMethods
const card = 'rounded-xl border border-stone-200 bg-white p-5 shadow-sm'

/** The same rules as the server's: a Turkish IBAN whose check digits hold, a name of 1-140 characters. */
const ibanSchema = z.object({
  iban: z.string().refine((v) => validIban(v), t.ibanInvalid),
  holder: z
    .string()
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .refine((v) => v.length >= 2 && v.length <= 140, t.holderRequired),
})
type IbanInput = z.input<typeof ibanSchema>
type IbanValues = z.output<typeof ibanSchema>

/** 'İade için IBAN': the account the refund goes to; the IBAN is checked while typed, the server has the last word. */
function IbanForm({ orderId, refund }: { orderId: string; refund: MemberBankRefund }) {
  const give = useGiveRefundIban(orderId, refund.id)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<IbanInput, unknown, IbanValues>({
    resolver: zodResolver(ibanSchema),
    mode: 'onTouched',
    defaultValues: { iban: '', holder: '' },
  })
  const { submit, isRunning } = useGuardedSubmit(async (values: IbanValues) => {
    try {
      await give.mutateAsync(values)
      notify.success(t.ibanSaved)
    } catch (err) {
      const set = setServerFieldErrors(err, setError, fieldIn(['iban', 'holder'] as const))
      if (set.length === 0) notify.error(serverMessageOr(err, t.ibanError))
    }
  })
  const idBase = `refund-${refund.id}`
  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(submit)(e)}
      aria-labelledby={`${idBase}-title`}
      className="mt-3 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h4 id={`${idBase}-title`} className="font-semibold text-stone-900">
        {t.ibanFormTitle}
      </h4>
      <p className="text-sm text-stone-700">{t.ibanFormIntro}</p>
      <TextField
        id={`${idBase}-iban`}
        label={t.ibanLabel}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        placeholder="TR00 0000 0000 0000 0000 0000 00"
        maxLength={40}
        error={errors.iban?.message}
        className="font-mono"
        {...register('iban', { setValueAs: (v: string) => normalizeIban(v) })}
      />
      <TextField
        id={`${idBase}-holder`}
        label={t.holderLabel}
        autoComplete="name"
        maxLength={140}
        error={errors.holder?.message}
        {...register('holder')}
      />
      <div className="sm:w-48">
        <SubmitButton busy={isRunning} label={t.ibanSave} busyLabel={t.ibanSaving} />
      </div>
    </form>
  )
}

function Refund({ orderId, refund }: { orderId: string; refund: MemberBankRefund }) {
  return (
    <li className="py-3" data-testid="bank-refund">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium text-stone-900">{t.refundReasons[refund.reason]}</span>
        <span className="font-semibold text-stone-900 tabular-nums">
          <span className="sr-only">{t.refundAmount}: </span>
          {formatPrice(refund.amount)}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-700">
        <span className="font-semibold">{t.refundStates[refund.state]}</span>
        {refund.state !== 'done' ? <> · {fmt(t.refundDeadline, { date: formatDate(refund.dueBy) })}</> : null}
      </p>
      {refund.state !== 'awaiting_iban' && refund.iban ? (
        <p className="mt-1 font-mono text-xs break-all text-stone-600">
          {fmt(t.refundTo, { iban: refund.iban, holder: refund.holder })}
        </p>
      ) : null}
      {refund.state === 'awaiting_iban' ? <IbanForm orderId={orderId} refund={refund} /> : null}
    </li>
  )
}

/**
 * A transfer or kapıda ödeme order's refunds by bank transfer (cancelled,
 * withdrawn, or more sent than the total): each with its reason, amount,
 * state and the 14-day deadline; one awaiting the buyer's account asks for
 * the IBAN and the holder's name.
 */
export function OrderBankRefunds({ order }: { order: Pick<Order, 'id' | 'bankRefunds'> }) {
  const refunds = order.bankRefunds ?? []
  if (refunds.length === 0) return null
  return (
    <section aria-labelledby="order-bank-refunds" className={`${card} mt-6`}>
      <h2 id="order-bank-refunds" className="font-serif text-xl font-bold text-stone-900">
        {t.refundsTitle}
      </h2>
      <ul className="mt-2 divide-y divide-stone-200">
        {refunds.map((r) => (
          <Refund key={r.id} orderId={order.id} refund={r} />
        ))}
      </ul>
    </section>
  )
}
