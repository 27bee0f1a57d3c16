/**
 * The check digits of the Turkish identity and tax numbers, the same rules
 * as the server's (internal/bookstore/billing.go: ValidTCKN, ValidVKN),
 * repeated here so a wrong number is reported before anything is sent.
 */

const digitsOnly = (s: string) => /^[0-9]+$/.test(s)

/** T.C. kimlik numarası: 11 digits, not starting with 0, two check digits. */
export function validTCKN(s: string): boolean {
  if (s.length !== 11 || !digitsOnly(s) || s[0] === '0') return false
  const d = (i: number) => Number(s[i])
  const odd = d(0) + d(2) + d(4) + d(6) + d(8)
  const even = d(1) + d(3) + d(5) + d(7)
  if ((((odd * 7 - even) % 10) + 10) % 10 !== d(9)) return false
  let sum = 0
  for (let i = 0; i < 10; i++) sum += d(i)
  return sum % 10 === d(10)
}

/** Vergi kimlik numarası: 10 digits, the last a check digit over the first nine. */
export function validVKN(s: string): boolean {
  if (s.length !== 10 || !digitsOnly(s)) return false
  let sum = 0
  for (let i = 0; i < 9; i++) {
    const t = (Number(s[i]) + 10 - (i + 1)) % 10
    sum += t === 9 ? 9 : (t * 2 ** (10 - (i + 1))) % 9
  }
  return (10 - (sum % 10)) % 10 === Number(s[9])
}

/** The digits a person typed, without the spaces they may group them with. */
export const compactNumber = (s: string) => s.replace(/\s+/g, '')
