import { tr } from '@/i18n'
import type { Schemas } from '@/lib/api-client'

const t = tr.addresses

export type OrderParties = Schemas['OrderParties']

/** The party's number as shown: the VKN and vergi dairesi, the TCKN, or nothing. */
function numberText(p: OrderParties): string {
  if (p.invoiceType === 'corporate') return `${t.taxId}: ${p.vkn} · ${t.taxOffice}: ${p.taxOffice}`
  return p.tckn ? `${t.nationalId}: ${p.tckn}` : ''
}

/** The billing address, or that it is the delivery address. */
function addressText(p: OrderParties, deliveryAddress: string | undefined): string {
  return p.billingAddress === deliveryAddress ? t.billingSameAsDelivery : p.billingAddress
}

/** The e-invoice the order gets ('e-Fatura' / 'e-Arşiv'), and whether it is still to be confirmed. */
function profileText(p: OrderParties): string {
  return p.taxpayerCheck === 'unchecked' ? `${p.profileLabel} (${t.profileUnchecked})` : p.profileLabel
}

/**
 * The billing party frozen on an order: the invoice type, the name or
 * unvan, the numbers in full (the member's own data; the admin's to
 * invoice) and the billing address. Nothing for an order placed without one.
 *
 * `section` (the member's pages) is a titled list; `lines` (a row of the
 * admin's order detail, which has its own label) is the same content as
 * lines, "Kurumsal: unvan" first, with the e-invoice the order gets.
 */
export function BillingParty({
  parties,
  deliveryAddress,
  className = '',
  variant = 'section',
}: {
  parties: OrderParties | null | undefined
  /** The order's delivery address: a billing address equal to it is said to be the same. */
  deliveryAddress?: string
  className?: string
  variant?: 'section' | 'lines'
}) {
  if (!parties) return null
  if (variant === 'lines') {
    const lines = [
      `${parties.invoiceLabel}: ${parties.name}`,
      numberText(parties),
      `${t.billingAddress}: ${addressText(parties, deliveryAddress)}`,
      `${t.invoiceProfile}: ${profileText(parties)}`,
    ]
    return (
      <span className={`whitespace-pre-line ${className}`} data-testid="admin-billing-party">
        {lines.filter(Boolean).join('\n')}
      </span>
    )
  }
  const corporate = parties.invoiceType === 'corporate'
  return (
    <section aria-labelledby="billing-party-title" className={className}>
      <h2 id="billing-party-title" className="font-serif text-lg font-bold text-stone-900">
        {t.billingParty}
      </h2>
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-stone-600">{t.invoiceType}:</dt>
          <dd className="font-medium text-stone-900">{parties.invoiceLabel}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-stone-600">{corporate ? t.companyTitle : t.billingName}:</dt>
          <dd className="font-medium break-words text-stone-900">{parties.name}</dd>
        </div>
        {corporate ? (
          <>
            <div className="flex gap-2">
              <dt className="text-stone-600">{t.taxId}:</dt>
              <dd className="font-mono text-stone-900">{parties.vkn}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-stone-600">{t.taxOffice}:</dt>
              <dd className="text-stone-900">{parties.taxOffice}</dd>
            </div>
          </>
        ) : parties.tckn ? (
          <div className="flex gap-2">
            <dt className="text-stone-600">{t.nationalId}:</dt>
            <dd className="font-mono text-stone-900">{parties.tckn}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-stone-600">{t.billingAddress}:</dt>
          <dd className="mt-0.5 whitespace-pre-line text-stone-900">{addressText(parties, deliveryAddress)}</dd>
        </div>
      </dl>
    </section>
  )
}
