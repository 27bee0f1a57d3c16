/**
 * Lira text typed in a form to integer kuruş ('129,5' or '129.5' → 12950).
 * Anything that is not a plain decimal number (empty, letters, '1e3', two
 * separators) is NaN, never 0: the form shows it as an error rather than
 * sending a silent zero. Both book forms (admin and author) use it.
 */
export function liraToKurus(value: string): number {
  const s = value.trim().replace(',', '.')
  if (s === '' || !/^-?\d*(\.\d*)?$/.test(s)) return Number.NaN
  return Math.round(Number(s) * 100)
}

/** Kuruş to the form's lira text (12950 → '129.50'). */
export function kurusToLira(kurus: number): string {
  return (kurus / 100).toFixed(2)
}
