import type { ReactNode } from 'react'
import { trPanels } from '@/i18n/panels'
import { SettingsCard } from '@/components/admin/settings-card'
import { CheckboxField, TextField } from '@/components/ui/form-field'
import { MoneyField } from '@/components/ui/money-input'
import { usePaymentSettings, useSavePaymentSettings, type CodForm } from '../api/settings'
import { formOf, normaliseFieldErrors, toBody } from '../settings-form'
import { BankAccountsEditor } from './bank-accounts-editor'

const t = trPanels.payments.settings
const FORMS: CodForm[] = ['cash', 'card']

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-stone-200 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 font-semibold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  )
}

/** A list of checkboxes for the values of `options`, ticked by `value`. */
function CheckList<T extends string>({
  legend,
  options,
  label,
  value,
  error,
  onChange,
}: {
  legend: string
  options: readonly T[]
  label: (v: T) => string
  value: T[]
  error?: string
  onChange: (next: T[]) => void
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-stone-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <CheckboxField
            key={o}
            label={label(o)}
            checked={value.includes(o)}
            onChange={(e) => onChange(e.target.checked ? [...value, o] : value.filter((v) => v !== o))}
          />
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * 'Ödeme yöntemleri' on /admin/ayarlar: havale/EFT on or off, how long an
 * order waits for the money, the transfer discount and the shop's bank
 * accounts; kapıda ödeme on or off, its fee, the largest order it is
 * offered for, what the courier takes, the carriers that collect and how
 * long a refused delivery bars a member. One form, saved at once.
 */
export function PaymentSettingsCard() {
  return (
    <SettingsCard
      id="payment-settings"
      texts={t}
      query={usePaymentSettings()}
      save={useSavePaymentSettings()}
      initial={formOf}
      toBody={toBody}
    >
      {({ values: v, set, errors: raw, saved }) => {
        const errors = normaliseFieldErrors(raw)
        const carriers = [...new Set([...trPanels.adminOrders.cargoCompanies, ...saved.codCarriers])]
        return (
          <>
            <Group title={t.transferTitle}>
              <CheckboxField
                className="sm:col-span-2"
                label={t.transferOn}
                checked={v.transferOn}
                onChange={(e) => set({ transferOn: e.target.checked })}
              />
              <TextField
                label={t.holdHours}
                hint={t.holdHoursHint}
                inputMode="numeric"
                value={v.holdHours}
                error={errors.holdHours}
                onChange={(e) => set({ holdHours: e.target.value })}
              />
              <TextField
                label={t.transferDiscount}
                hint={t.transferDiscountHint}
                inputMode="numeric"
                value={v.transferDiscount}
                error={errors.transferDiscount}
                onChange={(e) => set({ transferDiscount: e.target.value })}
              />
              <BankAccountsEditor
                accounts={v.bankAccounts}
                errors={errors}
                onChange={(bankAccounts) => set({ bankAccounts })}
              />
            </Group>
            <Group title={t.codTitle}>
              <CheckboxField
                className="sm:col-span-2"
                label={t.codOn}
                checked={v.codOn}
                onChange={(e) => set({ codOn: e.target.checked })}
              />
              <MoneyField
                label={t.codFee}
                hint={t.codFeeHint}
                value={v.codFee}
                error={errors.codFee}
                onChange={(e) => set({ codFee: e.target.value })}
              />
              <MoneyField
                label={t.codMaxTotal}
                hint={t.codMaxTotalHint}
                value={v.codMaxTotal}
                error={errors.codMaxTotal}
                onChange={(e) => set({ codMaxTotal: e.target.value })}
              />
              <CheckList
                legend={t.codForms}
                options={FORMS}
                label={(f) => t.formNames[f]}
                value={v.codForms}
                error={errors.codForms}
                onChange={(codForms) => set({ codForms })}
              />
              <CheckList
                legend={t.codCarriers}
                options={carriers}
                label={(c) => c}
                value={v.codCarriers}
                error={errors.codCarriers}
                onChange={(codCarriers) => set({ codCarriers })}
              />
              <TextField
                label={t.codBanDays}
                hint={t.codBanDaysHint}
                inputMode="numeric"
                value={v.codBanDays}
                error={errors.codBanDays}
                onChange={(e) => set({ codBanDays: e.target.value })}
              />
            </Group>
          </>
        )
      }}
    </SettingsCard>
  )
}
