import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { fmt, tr } from '@/i18n'
import { FAILURE_REDIRECT_S, SUCCESS_REDIRECT_S, type Outcome } from '../outcome'

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
        <svg viewBox="0 0 24 24" className="h-9 w-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          {ok ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M6 6l12 12M18 6L6 18" />}
        </svg>
      </div>
      <h2 className="mt-5 font-serif text-3xl font-bold text-stone-900">{title}</h2>
      <p className="mt-3 text-stone-700">{text}</p>
      <p role="timer" aria-live="off" className="mt-4 text-sm text-stone-500">
        {fmt(countdown, { n: left })}
      </p>
      <Link
        to={to}
        replace
        className="mt-6 inline-block rounded-md bg-amber-600 px-5 py-2.5 font-semibold text-white hover:bg-amber-700"
      >
        {linkLabel}
      </Link>
    </div>
  )
}

/**
 * The result of /odeme/callback: checking, then success (to /siparislerim
 * after 3 s) or failure (to /sepet after 5 s), with the countdown and a link
 * to go at once.
 */
export function PaymentResult({ outcome, orderNumber }: { outcome: Outcome; orderNumber?: string }) {
  if (outcome === 'checking') {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-16">
        <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-amber-200 border-t-amber-600" />
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
        to="/siparislerim"
        countdown={t.toOrdersIn}
        linkLabel={t.toOrders}
      />
    )
  }
  return (
    <Result
      tone="failure"
      title={t.failure}
      text={t.failureText}
      seconds={FAILURE_REDIRECT_S}
      to="/sepet"
      countdown={t.toCartIn}
      linkLabel={t.toCart}
    />
  )
}
