import { fmt, tr } from '@/i18n'
import { formatPrice } from '@/lib/format'
import type { MethodOffer, PaymentMethod } from '../api/types'
import { card, cardTitle } from './order-summary'

const t = tr.payMethods

/** The line under a method's name: its total, and the discount it gives or the fee it adds. */
function OfferNote({ offer, id }: { offer: MethodOffer; id: string }) {
  const { methodDiscount, methodFee, total } = offer.totals
  return (
    <span id={id} className="block text-sm text-stone-600">
      <span className="font-semibold text-stone-900 tabular-nums">{formatPrice(total)}</span>
      {methodDiscount > 0 ? (
        <span className="ml-2 text-green-800">{fmt(t.discountNote, { amount: formatPrice(methodDiscount) })}</span>
      ) : null}
      {methodFee > 0 ? <span className="ml-2">{fmt(t.feeNote, { amount: formatPrice(methodFee) })}</span> : null}
    </span>
  )
}

/**
 * 'Ödeme yöntemi' at /odeme: one radio per method the server offers (those
 * that are off are not listed). A method that cannot be chosen for this
 * order (over the kapıda ödeme limit, an open kapıda ödeme order, ...) is
 * shown disabled with the server's reason. Arrow keys move between the
 * enabled ones (native radios).
 */
export function MethodChoice({
  offers,
  value,
  onChange,
}: {
  offers: MethodOffer[]
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
}) {
  return (
    <section className={card}>
      <fieldset>
        <legend className={cardTitle}>{t.title}</legend>
        <div className="mt-4 space-y-3">
          {offers.map((o) => {
            const id = `method-${o.method}`
            const nameId = `${id}-name`
            const noteId = `${id}-note`
            const selected = value === o.method
            return (
              <label
                key={o.method}
                htmlFor={id}
                data-testid={id}
                className={`flex items-start gap-3 rounded-lg border p-4 ${
                  !o.available
                    ? 'cursor-not-allowed border-stone-200 bg-stone-50'
                    : selected
                      ? 'cursor-pointer border-amber-600 bg-amber-50 ring-1 ring-amber-600'
                      : 'cursor-pointer border-stone-300 hover:border-amber-500'
                }`}
              >
                <input
                  id={id}
                  type="radio"
                  name="payment-method"
                  value={o.method}
                  checked={selected}
                  disabled={!o.available}
                  aria-labelledby={nameId}
                  aria-describedby={noteId}
                  onChange={() => onChange(o.method)}
                  className="mt-1 h-4 w-4 accent-amber-600"
                />
                <span className="min-w-0 flex-1">
                  <span
                    id={nameId}
                    className={`block font-semibold ${o.available ? 'text-stone-900' : 'text-stone-500'}`}
                  >
                    {o.label || t.names[o.method]}
                  </span>
                  {o.available ? (
                    <OfferNote offer={o} id={noteId} />
                  ) : (
                    <span id={noteId} className="block text-sm text-stone-600">
                      <span className="font-medium">{t.unavailable}</span>
                      {o.reason ? `: ${o.reason}` : null}
                    </span>
                  )}
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>
    </section>
  )
}

/** The method shown first: the card when offered and available, else the first available one. */
export function initialMethod(offers: MethodOffer[]): PaymentMethod {
  const usable = offers.filter((o) => o.available)
  return (usable.find((o) => o.method === 'card') ?? usable[0])?.method ?? 'card'
}
