import { useState, type FormEvent } from 'react'
import { fmt, tr } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { SelectField, TextField } from '@/components/ui/form-field'
import { SaveButton } from '@/components/ui/form-buttons'
import { QueryError } from '@/components/query-error'
import { Spinner } from '@/components/ui/spinner'
import {
  useInvoiceSettings,
  useSaveInvoiceSettings,
  type InvoiceSettings,
  type InvoiceSettingsForm,
} from '@/api/invoice-settings'
import { useAdminPages } from '@/features/admin-content/api/pages'
import { useDistricts, useProvinces } from '@/features/addresses/api/locations'
import { PlaceCombobox } from '@/features/addresses/components/place-combobox'
import { describeError, serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'

const t = trPanels.invoices.settings
const ta = tr.addresses

/** The 'Fatura' card of /admin/ayarlar: the series, when the invoice is issued, the seller and the web address. */
export function InvoiceSettingsCard() {
  const settings = useInvoiceSettings()
  return (
    <section
      aria-labelledby="invoice-settings-title"
      className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="invoice-settings-title" className="font-serif text-lg font-bold text-stone-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.intro}</p>
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <SellerMismatch invoice={settings.data} />
          {/* Keyed by the saved settings, so the fields show what the server holds after a save. */}
          <InvoiceSettingsFormView key={JSON.stringify(formOf(settings.data))} saved={settings.data} />
        </>
      )}
    </section>
  )
}

function formOf(s: InvoiceSettings): InvoiceSettingsForm {
  return {
    saleSeries: s.saleSeries,
    returnSeries: s.returnSeries,
    at: s.at,
    seller: s.seller,
    webAddress: s.webAddress,
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/**
 * The contracts, the mail and the storefront footers name the seller of the
 * contact page; the invoices name this one. Two different companies would
 * give a buyer a contract and an invoice from different sellers.
 */
function SellerMismatch({ invoice }: { invoice: InvoiceSettings }) {
  const pages = useAdminPages()
  const contact = pages.data?.find((p) => p.key === 'contact')
  if (!contact) return null
  const title = text(contact.meta.seller_title)
  const taxId = text(contact.meta.tax_number)
  const same = (a: string, b: string) => a.toLocaleLowerCase('tr') === b.toLocaleLowerCase('tr')
  if (same(title, invoice.seller.name.trim()) && taxId === invoice.seller.taxId) return null
  return (
    <div role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">{t.mismatch}</p>
      <p className="mt-1">{fmt(t.mismatchInvoice, { title: invoice.seller.name, taxId: invoice.seller.taxId })}</p>
      <p>{fmt(t.mismatchContract, { title: title || t.empty, taxId: taxId || t.empty })}</p>
      <p className="mt-1 text-amber-800">{t.mismatchHint}</p>
    </div>
  )
}

type SellerField = keyof InvoiceSettingsForm['seller']
const SELLER_TEXT: { key: Exclude<SellerField, 'provinceId' | 'districtId'>; label: string; wide?: boolean }[] = [
  { key: 'name', label: t.name, wide: true },
  { key: 'taxId', label: t.taxId },
  { key: 'taxOffice', label: t.taxOffice },
]
const SELLER_ADDRESS: { key: Exclude<SellerField, 'provinceId' | 'districtId'>; label: string; wide?: boolean }[] = [
  { key: 'neighborhood', label: t.neighborhood },
  { key: 'postalCode', label: t.postalCode },
  { key: 'line', label: t.line, wide: true },
  { key: 'email', label: t.email },
  { key: 'phone', label: t.phone },
]

function InvoiceSettingsFormView({ saved }: { saved: InvoiceSettings }) {
  const save = useSaveInvoiceSettings()
  const [form, setForm] = useState<InvoiceSettingsForm>(() => formOf(saved))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const provinces = useProvinces()
  const districts = useDistricts(form.seller.provinceId)

  const set = (patch: Partial<InvoiceSettingsForm>) => setForm((f) => ({ ...f, ...patch }))
  const setSeller = (patch: Partial<InvoiceSettingsForm['seller']>) =>
    setForm((f) => ({ ...f, seller: { ...f.seller, ...patch } }))

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    try {
      await save.mutateAsync(form)
      setErrors({})
      notify.success(t.saved)
    } catch (err) {
      setErrors(describeError(err).fieldErrors)
      notify.error(serverMessageOr(err, t.saveError))
    }
  }

  const sellerField = ({ key, label, wide }: (typeof SELLER_TEXT)[number]) => (
    <TextField
      key={key}
      name={`seller.${key}`}
      label={label}
      className={wide ? 'sm:col-span-2' : undefined}
      value={form.seller[key]}
      error={errors[`seller.${key}`]}
      onChange={(e) => setSeller({ [key]: e.target.value })}
      inputMode={key === 'taxId' || key === 'postalCode' ? 'numeric' : undefined}
      type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
    />
  )

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField
        name="saleSeries"
        label={t.saleSeries}
        hint={t.saleSeriesHint}
        maxLength={3}
        autoCapitalize="characters"
        value={form.saleSeries}
        error={errors.saleSeries}
        onChange={(e) => set({ saleSeries: e.target.value.toUpperCase() })}
      />
      <TextField
        name="returnSeries"
        label={t.returnSeries}
        hint={t.returnSeriesHint}
        maxLength={3}
        autoCapitalize="characters"
        value={form.returnSeries}
        error={errors.returnSeries}
        onChange={(e) => set({ returnSeries: e.target.value.toUpperCase() })}
      />
      <SelectField
        name="at"
        label={t.at}
        value={form.at}
        error={errors.at}
        onChange={(e) => set({ at: e.target.value })}
      >
        <option value="confirmation">{t.atLabels.confirmation}</option>
        <option value="shipping">{t.atLabels.shipping}</option>
      </SelectField>
      <TextField
        name="webAddress"
        label={t.webAddress}
        hint={t.webAddressHint}
        type="url"
        value={form.webAddress}
        error={errors.webAddress}
        onChange={(e) => set({ webAddress: e.target.value })}
      />
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t.sellerTitle}</legend>
        {SELLER_TEXT.map(sellerField)}
        <PlaceCombobox
          label={ta.province}
          places={provinces.data ?? []}
          value={form.seller.provinceId}
          onChange={(id) => {
            if (id !== form.seller.provinceId) setSeller({ provinceId: id, districtId: 0 })
          }}
          placeholder={ta.provincePlaceholder}
          error={errors['seller.provinceId']}
        />
        <PlaceCombobox
          label={ta.district}
          places={form.seller.provinceId > 0 ? (districts.data ?? []) : []}
          value={form.seller.districtId}
          onChange={(id) => setSeller({ districtId: id })}
          placeholder={form.seller.provinceId > 0 ? ta.districtPlaceholder : ta.districtFirst}
          disabled={form.seller.provinceId === 0}
          error={errors['seller.districtId']}
        />
        {SELLER_ADDRESS.map(sellerField)}
      </fieldset>
      <div className="sm:col-span-2">
        <SaveButton busy={save.isPending} texts={t} />
      </div>
    </form>
  )
}
