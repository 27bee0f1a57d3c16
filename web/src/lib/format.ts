const TIME_ZONE = 'Europe/Istanbul'
const LOCALE = 'tr-TR'

const priceFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'TRY' })
const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
const shortDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})
const timeFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' })

/** Formats an amount in integer kuruş as Turkish lira, e.g. 12950 → "₺129,50". */
export function formatPrice(kurus: number): string {
  return priceFormat.format(kurus / 100)
}

type DateInput = string | number | Date

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value)
}

/** "22 Kasım 2026" in Istanbul time. */
export function formatDate(value: DateInput): string {
  return dateFormat.format(toDate(value))
}

/** "22.11.2026" in Istanbul time. */
export function formatShortDate(value: DateInput): string {
  return shortDateFormat.format(toDate(value))
}

/** "22 Kasım 2026 14:30" in Istanbul time. */
export function formatDateTime(value: DateInput): string {
  return dateTimeFormat.format(toDate(value))
}

/** "14:30" in Istanbul time. */
export function formatTime(value: DateInput): string {
  return timeFormat.format(toDate(value))
}

/** Order number: the first 8 characters of the id. */
export function orderNumber(id: string): string {
  return id.slice(0, 8)
}

const ratingFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** A one-decimal rating average as Turkish readers write it: 4,3. */
export function formatRating(average: number): string {
  return ratingFormat.format(average)
}

/**
 * A count rounded down to a round 'N+' figure for the home page's
 * counters: to a multiple of 5 below 100 (27 → '25+'), of 50 below 1.000
 * (537 → '500+'), of 500 below 10.000, and so on; below 10 the count
 * itself. Never more than the shop has.
 */
export function formatCountFloor(n: number): string {
  const count = Math.max(0, Math.floor(n))
  if (count < 10) return String(count)
  const step = 10 ** (String(count).length - 1) / 2
  const floored = Math.floor(count / step) * step
  return `${new Intl.NumberFormat('tr-TR').format(floored)}+`
}
