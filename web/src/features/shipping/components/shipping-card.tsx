import { fmt, tr } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { SettingsCard } from '@/components/admin/settings-card'
import { formatPrice } from '@/lib/format'
import { kurusToInput, liraToKurus } from '@/lib/money'
import { MoneyField } from '@/components/ui/money-input'
import { useSaveShipping, useShipping, type ShippingSetting } from '../api/shipping'

const t = trPanels.shipping

function toBody(v: { fee: string; freeFrom: string }) {
  const body: ShippingSetting = { fee: liraToKurus(v.fee), freeFrom: liraToKurus(v.freeFrom) }
  const errors: Record<string, string> = {}
  if (Number.isNaN(body.fee)) errors.fee = tr.validation.amount
  if (Number.isNaN(body.freeFrom)) errors.freeFrom = tr.validation.amount
  return { body, errors }
}

/** The rule as it stands: free shipping, or the fee under the threshold. */
function Current({ saved }: { saved: ShippingSetting }) {
  const free = saved.fee === 0 || saved.freeFrom === 0
  return (
    <p className="text-sm font-medium text-stone-900 sm:col-span-2" data-testid="shipping-current">
      {free ? t.currentFree : fmt(t.current, { threshold: formatPrice(saved.freeFrom), fee: formatPrice(saved.fee) })}
    </p>
  )
}

/** The shipping card of /admin/ayarlar: the fee and the free-shipping threshold. */
export function ShippingCard() {
  return (
    <SettingsCard
      id="shipping"
      texts={t}
      query={useShipping()}
      save={useSaveShipping()}
      formKey={(d) => `${d.fee}/${d.freeFrom}`}
      initial={(d) => ({ fee: kurusToInput(d.fee), freeFrom: kurusToInput(d.freeFrom) })}
      toBody={toBody}
    >
      {({ values, set, errors, saved }) => (
        <>
          <Current saved={saved} />
          <MoneyField
            label={t.fee}
            value={values.fee}
            onChange={(e) => set({ fee: e.target.value })}
            hint={t.feeHint}
            error={errors.fee}
          />
          <MoneyField
            label={t.freeFrom}
            value={values.freeFrom}
            onChange={(e) => set({ freeFrom: e.target.value })}
            hint={t.freeFromHint}
            error={errors.freeFrom}
          />
        </>
      )}
    </SettingsCard>
  )
}
