import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { fmt, tr } from '@/i18n'
import { FAILURE_REDIRECT_S, SUCCESS_REDIRECT_S, type Outcome } from '../outcome'
import { paths } from '@/lib/paths'
import { ButtonLink } from '@/components/ui/button'

const t = tr.paymentResult

/** Counts down from `seconds` and then replaces the page with `to`. */
function useRedirectCountdown(seconds: number, to: string): number {
  const navigate = useNavigate()
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    const tick = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000)
    const go = setTimeout(() => navigate(to, { replace: true }), seconds * 1000)
    return () => {
      clearInterval(tick)
      clearTimeout(go)
    }
  }, [seconds, to, navigate])
  return left
}

function Result({
  tone,
  title,
  text,
  seconds,
  to,
  countdown,
  linkLabel,
}: {
  tone: 'success' | 'failure'
  title: string
  text: string
  seconds: number
  to: string
  countdown: string
  linkLabel: string
}) {
  const left = useRedirectCountdown(seconds, to)
  const ok = tone === 'success'
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm">
      <div
        aria-hidden="true"
        className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${ok ? 'bg-green-100 text-green-700' : 'bg-red-100 text-red-700'}`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-9 w-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          {ok ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M6 6l12 12M18 6L6 18" />}
        </svg>
      </div>
      <h2 className="mt-5 font-serif text-3xl font-bold text-stone-900">{title}</h2>
      <p className="mt-3 text-stone-700">{text}</p>
      <p role="timer" aria-live="off" className="mt-4 text-sm text-stone-500">
        {fmt(countdown, { n: left })}
      </p>
      <ButtonLink to={to} replace size="lg" className="mt-6 inline-block">
        {linkLabel}
      </ButtonLink>
    </div>
  )
}

/**
 * The payment's outcome is not known yet (the card may have been charged; a
 * background reconciliation settles the order within minutes). No countdown
 * and no way back to the cart: the buyer is pointed at the order instead, so
 * that they look before paying again.
 */
function Undecided({ orderId }: { orderId: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-6 py-12 text-center shadow-sm">
      <div
        aria-hidden="true"
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-amber-100 text-amber-700"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-9 w-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 7.5V12l3 2" />
        </svg>
      </div>
      <h2 className="mt-5 font-serif text-3xl font-bold text-stone-900">{t.undecided}</h2>
      <p className="mt-3 text-stone-700">{t.undecidedText}</p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <ButtonLink to={paths.order(orderId)} size="lg" className="inline-block">
          {t.toOrder}
        </ButtonLink>
        <Link
          to={paths.orders()}
          className="inline-block rounded-md border border-stone-300 px-5 py-2.5 font-semibold text-stone-800 hover:bg-stone-50"
        >
          {t.ordersLink}
        </Link>
      </div>
    </div>
  )
}

/**
 * The result of /odeme/callback: checking, then success (to /siparislerim
 * after 3 s), failure (to /sepet after 5 s), with the countdown and a link
 * to go at once, or undecided (no redirect; links to the order and the
 * order list).
 */
export function PaymentResult({
  outcome,
  orderNumber,
  orderId,
}: {
  outcome: Outcome
  orderNumber?: string
  /** The order of the callback; used by 'undecided' (which needs one). */
  orderId: string
}) {
  if (outcome === 'checking') {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-16">
        <span
          aria-hidden="true"
          className="h-10 w-10 animate-spin rounded-full border-4 border-amber-200 border-t-amber-600"
        />
        <p className="text-stone-700">{t.checking}</p>
      </div>
    )
  }
  if (outcome === 'success') {
    return (
      <Result
        tone="success"
        title={t.success}
        text={orderNumber ? fmt(t.successText, { number: orderNumber }) : t.success}
        seconds={SUCCESS_REDIRECT_S}
        to={paths.orders()}
        countdown={t.toOrdersIn}
        linkLabel={t.toOrders}
      />
    )
  }
  if (outcome === 'undecided') return <Undecided orderId={orderId} />
  return (
    <Result
      tone="failure"
      title={t.failure}
      text={t.failureText}
      seconds={FAILURE_REDIRECT_S}
      to={paths.cart()}
      countdown={t.toCartIn}
      linkLabel={t.toCart}
    />
  )
}
