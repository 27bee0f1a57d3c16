import { fmt, tr } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { SelectField, TextField } from '@/components/ui/form-field'
import { SettingsCard } from '@/components/admin/settings-card'
import {
  useInvoiceSettings,
  useSaveInvoiceSettings,
  type InvoiceSettings,
  type InvoiceSettingsForm,
} from '@/api/invoice-settings'
import { useAdminPages } from '@/features/admin-content/api/pages'
import { useDistricts, useProvinces } from '@/features/addresses/api/locations'
import { PlaceCombobox } from '@/features/addresses/components/place-combobox'

const t = trPanels.invoices.settings
const ta = tr.addresses

/** The 'Fatura' card of /admin/ayarlar: the series, when the invoice is issued, the seller and the web address. */
export function InvoiceSettingsCard() {
  return (
    <SettingsCard
      id="invoice-settings"
      texts={t}
      query={useInvoiceSettings()}
      save={useSaveInvoiceSettings()}
      formKey={(s) => JSON.stringify(formOf(s))}
      initial={formOf}
      toBody={(form) => ({ body: form })}
      lead={(s) => <SellerMismatch invoice={s} />}
    >
      {({ values: form, set, errors }) => (
        <>
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
          <SellerFieldset
            seller={form.seller}
            errors={errors}
            setSeller={(patch) => set((f) => ({ seller: { ...f.seller, ...patch } }))}
          />
        </>
      )}
    </SettingsCard>
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

type Seller = InvoiceSettingsForm['seller']

/** The seller's name, tax identity and address, as the invoices print them. */
function SellerFieldset({
  seller,
  errors,
  setSeller,
}: {
  seller: Seller
  errors: Record<string, string>
  setSeller: (patch: Partial<Seller>) => void
}) {
  const provinces = useProvinces()
  const districts = useDistricts(seller.provinceId)

  const sellerField = ({ key, label, wide }: (typeof SELLER_TEXT)[number]) => (
    <TextField
      key={key}
      name={`seller.${key}`}
      label={label}
      className={wide ? 'sm:col-span-2' : undefined}
      value={seller[key]}
      error={errors[`seller.${key}`]}
      onChange={(e) => setSeller({ [key]: e.target.value })}
      inputMode={key === 'taxId' || key === 'postalCode' ? 'numeric' : undefined}
      type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
    />
  )

  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-stone-800">{t.sellerTitle}</legend>
      {SELLER_TEXT.map(sellerField)}
      <PlaceCombobox
        label={ta.province}
        places={provinces.data ?? []}
        value={seller.provinceId}
        onChange={(id) => {
          if (id !== seller.provinceId) setSeller({ provinceId: id, districtId: 0 })
        }}
        placeholder={ta.provincePlaceholder}
        error={errors['seller.provinceId']}
      />
      <PlaceCombobox
        label={ta.district}
        places={seller.provinceId > 0 ? (districts.data ?? []) : []}
        value={seller.districtId}
        onChange={(id) => setSeller({ districtId: id })}
        placeholder={seller.provinceId > 0 ? ta.districtPlaceholder : ta.districtFirst}
        disabled={seller.provinceId === 0}
        error={errors['seller.districtId']}
      />
      {SELLER_ADDRESS.map(sellerField)}
    </fieldset>
  )
}
