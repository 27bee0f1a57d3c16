import { useEffect, useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { fmt, tr } from '@/i18n'
import type { Schemas } from '@/lib/api-client'
import { formatPrice } from '@/lib/format'
import { paymentTerms } from '@/lib/payment-terms'
import { FAILURE_REDIRECT_S, SUCCESS_REDIRECT_S, type Outcome } from '../outcome'
import { paths } from '@/lib/paths'
import { Button, ButtonLink } from '@/components/ui/button'

const t = tr.paymentResult

type PaidOrder = Pick<Schemas['OrderView'], 'number' | 'total' | 'installment' | 'paidAmount'>

/**
 * Counts down from `seconds` and then replaces the page with `to`, unless
 * stopped ('Bu sayfada kal'); null once stopped.
 */
function useRedirectCountdown(seconds: number, to: string): { left: number | null; stop: () => void } {
  const navigate = useNavigate()
  const [left, setLeft] = useState(seconds)
  const [stopped, setStopped] = useState(false)
  useEffect(() => {
    if (stopped) return
    const tick = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000)
    const go = setTimeout(() => void navigate(to, { replace: true }), seconds * 1000)
    return () => {
      clearInterval(tick)
      clearTimeout(go)
    }
  }, [seconds, to, navigate, stopped])
  return { left: stopped ? null : left, stop: () => setStopped(true) }
}

/** What was paid: the order number, the amount charged and the instalments. */
function PaidSummary({ order }: { order: PaidOrder }) {
  const terms = paymentTerms(order)
  const charged = terms?.kind === 'instalments' ? terms.paid : order.total
  return (
    <dl
      aria-label={t.summary}
      data-testid="payment-summary"
      className="mx-auto mt-5 max-w-sm space-y-1 rounded-lg border border-stone-200 bg-stone-50 px-4 py-3 text-left text-sm"
    >
      <div className="flex justify-between gap-3">
        <dt className="text-stone-600">{t.orderNumber}</dt>
        <dd className="font-mono font-semibold text-stone-900">#{order.number}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-stone-600">{t.charged}</dt>
        <dd className="font-semibold text-stone-900">{formatPrice(charged)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-stone-600">{t.installments}</dt>
        <dd className="font-semibold text-stone-900">
          {terms?.kind === 'instalments' ? fmt(t.installmentCount, { n: terms.count }) : t.singlePayment}
        </dd>
      </div>
    </dl>
  )
}

function Result({
  tone,
  title,
  text,
  seconds,
  to,
  countdown,
  linkLabel,
  children,
}: {
  tone: 'success' | 'failure'
  title: string
  text: string
  seconds: number
  to: string
  countdown: string
  linkLabel: string
  children?: ReactNode
}) {
  const { left, stop } = useRedirectCountdown(seconds, to)
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
      {children}
      {left !== null ? (
        <p role="timer" aria-live="off" className="mt-4 text-sm text-stone-600">
          {fmt(countdown, { n: left })}{' '}
          <Button variant="bare" onClick={stop} className="font-medium text-amber-800 underline hover:text-amber-900">
            {t.stayHere}
          </Button>
        </p>
      ) : null}
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
 * The result of /odeme/callback: checking, then success (what was paid, then
 * to /siparislerim after 3 s unless the shopper stays), failure (to /sepet after 5 s), with the countdown and a link
 * to go at once, or undecided (no redirect; links to the order and the
 * order list).
 */
export function PaymentResult({
  outcome,
  order,
  orderId,
}: {
  outcome: Outcome
  /** The order as loaded (for the paid summary). */
  order?: PaidOrder
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
        text={order ? fmt(t.successText, { number: order.number }) : t.success}
        seconds={SUCCESS_REDIRECT_S}
        to={paths.orders()}
        countdown={t.toOrdersIn}
        linkLabel={t.toOrders}
      >
        {order ? <PaidSummary order={order} /> : null}
      </Result>
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
