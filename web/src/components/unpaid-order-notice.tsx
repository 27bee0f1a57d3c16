import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { fmt, tr } from '@/i18n'
import { formatTime } from '@/lib/format'
import { paths } from '@/lib/paths'

/** Whole minutes left until `until`, refreshed every 15 s; null once passed. */
function useMinutesLeft(until: string): number | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 15_000)
    return () => clearInterval(id)
  }, [])
  const ms = new Date(until).getTime() - now
  return ms > 0 ? Math.floor(ms / 60_000) : null
}

/**
 * 'Ödemesi bekleyen siparişiniz var — ödemeyi tamamlayın' with the time the
 * reservation has left and a link to the payment step. The cart and the
 * order page show it, so a member whose card was refused (or who closed the
 * payment window) finds the way back to paying instead of reading their own
 * reserved copies as out of stock. Nothing once the reservation is over.
 */
export function UnpaidOrderNotice({ orderId, expiresAt }: { orderId: string; expiresAt: string }) {
  const t = tr.unpaidOrder
  const minutes = useMinutesLeft(expiresAt)
  if (minutes === null) return null
  const time = formatTime(expiresAt)
  return (
    <div
      role="status"
      data-testid="unpaid-order"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="text-sm">
        <p className="font-semibold">{t.title}</p>
        <p className="mt-1">
          {minutes >= 1 ? fmt(t.timeLeft, { time, n: minutes }) : fmt(t.timeLeftUnderMinute, { time })}
        </p>
      </div>
      <Link
        to={paths.checkout({ orderId })}
        className="shrink-0 rounded-md bg-amber-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        {t.pay}
      </Link>
    </div>
  )
}
