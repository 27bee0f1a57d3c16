/**
 * Turkish IBANs, checked in the form before the server does the same
 * (bookstore/iban.go): "TR", two check digits and 22 digits, 26 characters,
 * whose ISO 13616 mod-97 remainder is 1. The server decides; this only
 * catches a mistyped digit while the field is typed in.
 */
export const IBAN_LENGTH = 26

/** Spaces and dashes removed, upper-cased: what is sent and compared. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase()
}

/** Whether `value` (normalised or not) is a Turkish IBAN whose check digits hold. */
export function validIban(value: string): boolean {
  const s = normalizeIban(value)
  if (s.length !== IBAN_LENGTH || !/^TR\d{24}$/.test(s)) return false
  // The country code and check digits go to the end, letters as numbers (A=10 ... Z=35).
  let rem = 0
  for (const ch of s.slice(4) + s.slice(0, 4)) {
    if (ch >= 'A' && ch <= 'Z') rem = (rem * 100 + (ch.charCodeAt(0) - 55)) % 97
    else rem = (rem * 10 + Number(ch)) % 97
  }
  return rem === 1
}

/** A normalised IBAN in groups of four for reading ("TR33 0006 1005 ..."). */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ')
}
