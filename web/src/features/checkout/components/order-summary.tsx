import { useEffect, useState } from 'react'
import { fmt, tr } from '@/i18n'
import { formatTime } from '@/lib/format'
import type { CheckoutOrder } from '../api/types'

const t = tr.checkout
export const card = 'rounded-xl border border-stone-200 bg-white p-5 shadow-sm'
export const cardTitle = 'font-serif text-xl font-bold text-stone-900'

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
      {/* A scrolling region must be focusable to be scrolled with the keyboard (WCAG 2.1.1). */}
      <div
        id={id}
        role="region"
        aria-labelledby={`${id}-title`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="mt-2 max-h-60 overflow-y-auto rounded-md border border-stone-300 bg-stone-50 p-4 text-xs leading-relaxed whitespace-pre-wrap text-stone-800 focus:outline-2 focus:outline-amber-500"
      >
        {text}
      </div>
    </div>
  )
}
