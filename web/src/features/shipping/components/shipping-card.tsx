import { useState, type FormEvent } from 'react'
import { fmt, tr } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { SaveButton } from '@/components/ui/form-buttons'
import { QueryState } from '@/components/query-state'
import { describeError, serverMessageOr } from '@/lib/errors'
import { formatPrice } from '@/lib/format'
import { kurusToInput, liraToKurus } from '@/lib/money'
import { MoneyField } from '@/components/ui/money-input'
import { notify } from '@/lib/notify'
import { useSaveShipping, useShipping, type ShippingSetting } from '../api/shipping'

const t = trPanels.shipping

/** The shipping card of /admin/ayarlar: the fee and the free-shipping threshold. */
export function ShippingCard() {
  const setting = useShipping()
  return (
    <section aria-labelledby="shipping-title" className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="shipping-title" className="font-serif text-lg font-bold text-stone-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.intro}</p>
      <QueryState query={setting}>
        {(data) => (
          // Keyed by the saved rule, so the fields show what the server holds after a save.
          <ShippingForm key={`${data.fee}/${data.freeFrom}`} saved={data} />
        )}
      </QueryState>
    </section>
  )
}

function ShippingForm({ saved }: { saved: ShippingSetting }) {
  const save = useSaveShipping()
  const [fee, setFee] = useState(kurusToInput(saved.fee))
  const [freeFrom, setFreeFrom] = useState(kurusToInput(saved.freeFrom))
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const body = { fee: liraToKurus(fee), freeFrom: liraToKurus(freeFrom) }
    const local: Record<string, string> = {}
    if (Number.isNaN(body.fee)) local.fee = tr.validation.amount
    if (Number.isNaN(body.freeFrom)) local.freeFrom = tr.validation.amount
    setErrors(local)
    if (Object.keys(local).length > 0) return
    try {
      await save.mutateAsync(body)
      notify.success(t.saved)
    } catch (err) {
      setErrors(describeError(err).fieldErrors)
      notify.error(serverMessageOr(err, t.saveError))
    }
  }

  const free = saved.fee === 0 || saved.freeFrom === 0
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
      <p className="text-sm font-medium text-stone-900 sm:col-span-2" data-testid="shipping-current">
        {free ? t.currentFree : fmt(t.current, { threshold: formatPrice(saved.freeFrom), fee: formatPrice(saved.fee) })}
      </p>
      <MoneyField
        label={t.fee}
        value={fee}
        onChange={(e) => setFee(e.target.value)}
        hint={t.feeHint}
        error={errors.fee}
      />
      <MoneyField
        label={t.freeFrom}
        value={freeFrom}
        onChange={(e) => setFreeFrom(e.target.value)}
        hint={t.freeFromHint}
        error={errors.freeFrom}
      />
      <div className="sm:col-span-2">
        <SaveButton busy={save.isPending} texts={t} />
      </div>
    </form>
  )
}
