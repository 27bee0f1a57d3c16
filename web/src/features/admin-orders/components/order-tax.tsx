import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { formatPrice } from '@/lib/format'
import type { AdminOrder } from '../api/types'

const t = trPanels.tax

type OrderTax = NonNullable<AdminOrder['tax']>

/** A line's KDV under its title on the order page: 'KDV %20: 14,98 ₺'. */
export function LineTax({ tax, itemId }: { tax: OrderTax | undefined; itemId: string }) {
  const line = tax?.lines.find((l) => l.itemId === itemId)
  if (!line) return null
  return (
    <span className="block text-xs text-stone-500" data-testid="admin-order-item-kdv">
      {fmt(t.lineTax, { label: line.label, amount: formatPrice(line.tax) })}
    </span>
  )
}

/** The order's KDV per rate, small under the totals: each rate's net (matrah) and KDV, then the KDV in all. */
export function OrderTaxTotals({ tax }: { tax: OrderTax | undefined }) {
  if (!tax) return null
  return (
    <section aria-labelledby="admin-order-kdv" className="mt-3 rounded-lg bg-stone-50 px-3 py-2 text-xs text-stone-600">
      <h4 id="admin-order-kdv" className="font-semibold text-stone-700">
        {t.totalsTitle}
      </h4>
      <dl className="mt-1 space-y-0.5" data-testid="admin-order-kdv-totals">
        {tax.byRate.map((r) => (
          <div key={`${r.rate}:${r.exemption}`} className="flex flex-wrap justify-between gap-x-3">
            <dt className="min-w-0 break-words">
              {fmt(t.totalsRate, { label: r.label })}{' '}
              <span className="text-stone-500">({fmt(t.totalsBase, { amount: formatPrice(r.net) })})</span>
            </dt>
            <dd className="tabular-nums">{formatPrice(r.tax)}</dd>
          </div>
        ))}
        {tax.shipping.gross > 0 ? (
          <div className="flex justify-between gap-3 text-stone-500">
            <dt>{fmt(t.shippingLine, { label: tax.shipping.label })}</dt>
            <dd className="tabular-nums">{formatPrice(tax.shipping.tax)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3 border-t border-stone-200 pt-0.5 font-semibold text-stone-700">
          <dt>{t.totalsTax}</dt>
          <dd className="tabular-nums">{formatPrice(tax.tax)}</dd>
        </div>
      </dl>
    </section>
  )
}
