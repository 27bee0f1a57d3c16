import { useState } from 'react'
import { Link } from 'react-router'
import { tr } from '@/i18n'
import { Button } from '@/components/ui/button'
import { CheckboxField, TextField } from '@/components/ui/form-field'
import { paths } from '@/lib/paths'
import type { Address } from '../api/addresses'
import { billingBody, billingErrors, MAX_TAX_OFFICE, MAX_TITLE, type BillingValues, type InvoiceType } from '../schemas'
import { AddressForm } from './address-form'

const t = tr.addresses

/** What the buyer chose on /sepet: the addresses and who the invoice is made out to. */
export type PartiesChoice = {
  deliveryAddressId: string
  billingSameAsDelivery: boolean
  billingAddressId: string
  billing: BillingValues
}

export type PartiesErrors = Partial<Record<'delivery' | 'billingAddress' | keyof BillingValues, string>>

/** The choice a book starts with: its defaults, billing the same, Bireysel to the member's name. */
export function initialChoice(book: Address[], name: string): PartiesChoice {
  const delivery = book.find((a) => a.defaultDelivery) ?? book[0]
  const billing = book.find((a) => a.defaultBilling) ?? delivery
  return {
    deliveryAddressId: delivery?.id ?? '',
    billingSameAsDelivery: true,
    billingAddressId: billing?.id ?? '',
    billing: { type: 'individual', name, tckn: '', title: '', vkn: '', taxOffice: '' },
  }
}

/** The choice's problems (empty: it can be sent), the server's rules. */
export function choiceErrors(book: Address[], c: PartiesChoice): PartiesErrors {
  const out: PartiesErrors = { ...billingErrors(c.billing) }
  const usable = (id: string) => book.find((a) => a.id === id)
  const delivery = usable(c.deliveryAddressId)
  if (!delivery) out.delivery = t.chooseDelivery
  else if (delivery.needsCompletion) out.delivery = t.needsCompletion
  if (!c.billingSameAsDelivery) {
    const billing = usable(c.billingAddressId)
    if (!billing) out.billingAddress = t.chooseBilling
    else if (billing.needsCompletion) out.billingAddress = t.needsCompletion
  }
  return out
}

/** The POST /api/orders body of a choice. */
export function placeOrderBody(c: PartiesChoice) {
  return {
    deliveryAddressId: c.deliveryAddressId,
    billingSameAsDelivery: c.billingSameAsDelivery,
    billingAddressId: c.billingSameAsDelivery ? '' : c.billingAddressId,
    billing: billingBody(c.billing),
  }
}

/** The server's field names under the choice's ('billing.vkn' → 'vkn'). */
export function partiesFieldErrors(fieldErrors: Record<string, string>): PartiesErrors {
  const out: PartiesErrors = {}
  for (const [field, message] of Object.entries(fieldErrors)) {
    const key = field.replace(/^billing\./, '') as keyof PartiesErrors
    if (['name', 'tckn', 'title', 'vkn', 'taxOffice', 'type'].includes(key)) out[key] = message
  }
  return out
}

function AddressChoice({
  legend,
  name,
  book,
  value,
  onChange,
  error,
}: {
  legend: string
  name: string
  book: Address[]
  value: string
  onChange: (id: string) => void
  error?: string
}) {
  const [completing, setCompleting] = useState(false)
  const chosen = book.find((a) => a.id === value)
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-stone-800">{legend}</legend>
      {book.map((a) => (
        <label
          key={a.id}
          className={`flex cursor-pointer gap-3 rounded-lg border p-3 ${
            a.id === value ? 'border-amber-500 bg-amber-50/50' : 'border-stone-200'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={a.id}
            checked={a.id === value}
            onChange={() => {
              setCompleting(false)
              onChange(a.id)
            }}
            className="mt-1 h-4 w-4 accent-amber-600"
          />
          <span className="min-w-0 text-sm whitespace-pre-line text-stone-600">
            <b className="block text-base font-medium text-stone-900">{a.label}</b>
            {a.formatted}
          </span>
        </label>
      ))}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {chosen?.needsCompletion ? (
        completing ? (
          <AddressForm address={chosen} onDone={() => setCompleting(false)} />
        ) : (
          <Button variant="outline" size="sm" onClick={() => setCompleting(true)}>
            {t.complete}
          </Button>
        )
      ) : null}
    </fieldset>
  )
}

/**
 * 'Teslimat ve fatura' on /sepet: the delivery address, 'Fatura adresim
 * teslimat adresimle aynı' (ticked by default) or a billing address, and the
 * invoice: Bireysel (name, T.C. kimlik numarası optional) or Kurumsal
 * (unvan, vergi kimlik numarası, vergi dairesi). The page checks the choice
 * with choiceErrors before it sends anything; the server checks it again.
 */
export function CheckoutParties({
  book,
  value,
  onChange,
  errors,
}: {
  book: Address[]
  value: PartiesChoice
  onChange: (c: PartiesChoice) => void
  errors: PartiesErrors
}) {
  const b = value.billing
  const setBilling = (patch: Partial<BillingValues>) => onChange({ ...value, billing: { ...b, ...patch } })
  const type = (v: InvoiceType, label: string) => (
    <label className="flex items-center gap-2 text-sm text-stone-800">
      <input
        type="radio"
        name="invoice-type"
        value={v}
        checked={b.type === v}
        onChange={() => setBilling({ type: v })}
        className="h-4 w-4 accent-amber-600"
      />
      {label}
    </label>
  )
  return (
    <section
      aria-labelledby="checkout-parties-title"
      className="space-y-5 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="checkout-parties-title" className="font-serif text-xl font-bold text-stone-900">
          {t.checkoutTitle}
        </h2>
        <Link to={paths.profile()} className="text-sm font-medium text-amber-700 hover:underline">
          {t.manageAddresses}
        </Link>
      </div>
      <AddressChoice
        legend={t.deliveryAddress}
        name="delivery-address"
        book={book}
        value={value.deliveryAddressId}
        onChange={(id) => onChange({ ...value, deliveryAddressId: id })}
        error={errors.delivery}
      />
      <CheckboxField
        label={t.billingSame}
        checked={value.billingSameAsDelivery}
        onChange={(e) => onChange({ ...value, billingSameAsDelivery: e.target.checked })}
      />
      {!value.billingSameAsDelivery ? (
        <AddressChoice
          legend={t.billingAddress}
          name="billing-address"
          book={book}
          value={value.billingAddressId}
          onChange={(id) => onChange({ ...value, billingAddressId: id })}
          error={errors.billingAddress}
        />
      ) : null}
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold text-stone-800">{t.invoiceType}</legend>
        <div className="flex gap-6">
          {type('individual', t.individual)}
          {type('corporate', t.corporate)}
        </div>
        {b.type === 'individual' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t.billingName}
              autoComplete="name"
              value={b.name}
              onChange={(e) => setBilling({ name: e.target.value })}
              error={errors.name}
            />
            <TextField
              label={`${t.tckn} ${t.optional}`}
              inputMode="numeric"
              maxLength={14}
              hint={t.tcknHint}
              value={b.tckn}
              onChange={(e) => setBilling({ tckn: e.target.value })}
              error={errors.tckn}
            />
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t.companyTitle}
              autoComplete="organization"
              maxLength={MAX_TITLE}
              className="sm:col-span-2"
              value={b.title}
              onChange={(e) => setBilling({ title: e.target.value })}
              error={errors.title}
            />
            <TextField
              label={t.vkn}
              inputMode="numeric"
              maxLength={13}
              value={b.vkn}
              onChange={(e) => setBilling({ vkn: e.target.value })}
              error={errors.vkn}
            />
            <TextField
              label={t.taxOffice}
              maxLength={MAX_TAX_OFFICE}
              value={b.taxOffice}
              onChange={(e) => setBilling({ taxOffice: e.target.value })}
              error={errors.taxOffice}
            />
          </div>
        )}
      </fieldset>
    </section>
  )
}
