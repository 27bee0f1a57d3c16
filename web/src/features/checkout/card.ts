/**
 * Card helpers of the payment form. They mirror the server's checks
 * (bookstore.Card.Validate) so the buyer hears about a typo at once; the
 * server checks again.
 */

/** Digits only (people type spaces and dashes in card numbers). */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '')
}

/** 12 to 19 digits with a valid Luhn check digit, e.g. 5528790000000008. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export const MAX_CARD_DIGITS = 19

/** '5528790000000008' → '5528 7900 0000 0008' (groups of four, at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, MAX_CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * The expiry as typed into one 'AA/YY' field: '1230' → '12/30'. An autofilled
 * '12/2030' or '1/30' is understood too.
 */
export function formatExpiry(value: string): string {
  const full = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(value)
  if (full) return `${full[1]!.padStart(2, '0')}/${full[2]!.slice(2)}`
  const short = /^\s*(\d)\s*\/\s*(\d{2})\s*$/.exec(value)
  if (short) return `0${short[1]}/${short[2]}`
  const d = digitsOf(value).slice(0, 4)
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d
}

export type Expiry = { month: number; year: number }

/** 'MM/YY' → month and four-digit year, or null when it is not a date. */
export function parseExpiry(value: string): Expiry | null {
  const m = /^(\d{2})\/(\d{2})$/.exec(value.trim())
  if (!m) return null
  const month = Number(m[1])
  const year = 2000 + Number(m[2])
  if (month < 1 || month > 12) return null
  return { month, year }
}

/** Like the server: a year more than 30 years ahead is not a real card. */
export function expiryPlausible({ year }: Expiry, now: Date): boolean {
  return year <= now.getFullYear() + 30
}

/** A card is valid through the last day of its month. */
export function expiryPassed({ month, year }: Expiry, now: Date): boolean {
  const y = now.getFullYear()
  return year < y || (year === y && month < now.getMonth() + 1)
}

/**
 * Sets an input's value to `format(value)` and keeps the caret after the
 * same number of digits, so editing in the middle of '5528 7900 ...' works.
 */
export function reformatInput(input: HTMLInputElement, format: (v: string) => string): void {
  const raw = input.value
  const caret = input.selectionStart ?? raw.length
  const digitsBefore = digitsOf(raw.slice(0, caret)).length
  const formatted = format(raw)
  if (formatted === raw) return
  input.value = formatted
  if (document.activeElement !== input) return
  let pos = 0
  for (let seen = 0; pos < formatted.length && seen < digitsBefore; pos++) {
    if (/\d/.test(formatted[pos]!)) seen++
  }
  input.setSelectionRange(pos, pos)
}
