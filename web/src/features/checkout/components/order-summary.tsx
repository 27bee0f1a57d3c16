import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { fmt, tr } from '@/i18n'
import { FallbackImage, PLACEHOLDER_COVER } from '@/components/fallback-image'
import { formatPrice, formatTime } from '@/lib/format'
import type { CheckoutOrder } from '../api/types'

const t = tr.checkout
export const card = 'rounded-xl border border-stone-200 bg-white p-5 shadow-sm'
export const cardTitle = 'font-serif text-xl font-bold text-stone-900'

/** The ordered books: title, quantity × unit price and the line total. */
export function CheckoutItems({ order }: { order: CheckoutOrder }) {
  return (
    <section aria-labelledby="checkout-items" className={card}>
      <h2 id="checkout-items" className={cardTitle}>
        {t.items}
      </h2>
      <ul className="mt-4 divide-y divide-stone-200">
        {order.items.map((l) => (
          <li key={l.id} className="flex items-center gap-4 py-3">
            <FallbackImage
              src={l.coverUrl}
              fallback={PLACEHOLDER_COVER}
              alt=""
              className="h-20 w-14 shrink-0 rounded border border-stone-200 object-cover"
            />
            <div className="min-w-0 flex-1">
              <Link to={`/kitap/${l.bookId}`} className="font-semibold text-stone-900 hover:text-amber-700 hover:underline">
                {l.title}
              </Link>
              <p className="text-sm text-stone-600">
                {fmt(t.quantityPrice, { quantity: l.quantity, price: formatPrice(l.price) })}
              </p>
            </div>
            <p className="font-semibold text-stone-900">
              <span className="sr-only">{t.lineTotal}: </span>
              {formatPrice(l.lineTotal)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Subtotal, shipping ('Ücretsiz' at 0) and the total the card is charged. */
export function CheckoutTotals({ order }: { order: CheckoutOrder }) {
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between">
        <dt className="text-stone-600">{t.subtotal}</dt>
        <dd className="font-medium text-stone-900">{formatPrice(order.subtotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-stone-600">{t.shipping}</dt>
        <dd className={order.shipping === 0 ? 'font-medium text-green-700' : 'font-medium text-stone-900'}>
          {order.shipping === 0 ? t.free : formatPrice(order.shipping)}
        </dd>
      </div>
      <div className="mt-2 flex justify-between border-t border-stone-200 pt-3 text-base">
        <dt className="font-semibold text-stone-900">{t.total}</dt>
        <dd className="font-bold text-stone-900">{formatPrice(order.total)}</dd>
      </div>
    </dl>
  )
}

/** The delivery (and invoice) address the order was placed with. */
export function CheckoutAddress({ order }: { order: CheckoutOrder }) {
  return (
    <section aria-labelledby="checkout-address" className={card}>
      <h2 id="checkout-address" className={cardTitle}>
        {t.address}
      </h2>
      <p className="mt-3 text-sm whitespace-pre-line text-stone-800">{order.shippingAddress}</p>
      <p className="mt-2 text-xs text-stone-500">{t.addressHint}</p>
    </section>
  )
}

/** Whole minutes left until `expiresAt`, refreshed every 15 s; null once passed. */
function useMinutesLeft(expiresAt: string): number | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 15_000)
    return () => clearInterval(id)
  }, [])
  const ms = new Date(expiresAt).getTime() - now
  return ms > 0 ? Math.floor(ms / 60_000) : null
}

/** 'Ödemeyi 14:30 saatine kadar tamamlayın (yaklaşık 29 dakika kaldı)...', or the expiry message. */
export function PaymentDeadline({ expiresAt }: { expiresAt: string }) {
  const minutes = useMinutesLeft(expiresAt)
  if (minutes === null) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        {t.expired}
      </p>
    )
  }
  const time = formatTime(expiresAt)
  return (
    <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {minutes >= 1 ? fmt(t.timeLeft, { time, n: minutes }) : fmt(t.timeLeftUnderMinute, { time })}
    </p>
  )
}

/** A contract in a titled, scrollable (and keyboard-scrollable) box. Plain text, never HTML. */
export function ContractBox({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div>
      <h3 id={`${id}-title`} className="font-semibold text-stone-900">
        {title}
      </h3>
      <div
        id={id}
        role="region"
        aria-labelledby={`${id}-title`}
        tabIndex={0}
        className="mt-2 max-h-60 overflow-y-auto rounded-md border border-stone-300 bg-stone-50 p-4 text-xs leading-relaxed whitespace-pre-wrap text-stone-800 focus:outline-2 focus:outline-amber-500"
      >
        {text}
      </div>
    </div>
  )
}
