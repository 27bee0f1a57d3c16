import { liraToKurus } from '@/lib/money'

/**
 * A percentage typed in the rate form to basis points ('12,75' → 1275):
 * 0 to 100 with at most two decimals, else NaN (the form says why; the
 * server checks the same bounds).
 */
export function percentToBasisPoints(value: string): number {
  const s = value.trim().replace(',', '.')
  if (!/^\d{1,3}(\.\d{0,2})?$/.test(s)) return Number.NaN
  const bp = Math.round(Number(s) * 100)
  return bp >= 0 && bp <= 10000 ? bp : Number.NaN
}

/** Basis points to the form's text (1275 → '12,75'). */
export function basisPointsToPercent(bp: number): string {
  return (bp / 100).toFixed(2).replace('.', ',')
}

/** A per-copy amount in lira to kuruş: not negative, at most 100.000 TL, else NaN. */
export function perCopyToKurus(value: string): number {
  const k = liraToKurus(value)
  return Number.isFinite(k) && k >= 0 && k <= 10_000_000 ? k : Number.NaN
}

/** A month as the period picker and the API write it ('2026-10'): the month before `now`, in Istanbul. */
export function lastMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {})
  let y = Number(parts.year)
  let m = Number(parts.month) - 1
  if (m === 0) {
    m = 12
    y -= 1
  }
  return `${y}-${String(m).padStart(2, '0')}`
}

/** '2026-10' → 'Eki 2026' (the chart's and the table's month label). */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number)
  return new Intl.DateTimeFormat('tr-TR', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 15)),
  )
}
