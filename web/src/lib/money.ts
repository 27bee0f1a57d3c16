/**
 * Lira text typed in a money field to integer kuruş, read the Turkish way
 * first: '129,90', '129.90', '1.299,90', '1299' and '₺129,90' are all
 * accepted (a comma is the decimal mark; dots in front of three-digit groups
 * are thousands, so '1.299' is 1299 lira). Anything else (empty, letters,
 * '1e3', two decimal marks, misplaced groups) is NaN, never 0: the form shows
 * it as an error rather than sending a silent zero. Every money field uses it.
 */
export function liraToKurus(value: string): number {
  let s = value.trim().replace(/^₺\s*/, '').replace(/\s*₺$/, '')
  if (s.includes(',')) {
    if (/\..*,/.test(s) && !/^-?[1-9]\d{0,2}(\.\d{3})+,/.test(s)) return Number.NaN
    if (/,.*\./.test(s)) return Number.NaN
    s = s.replace(/\./g, '').replace(',', '.')
  } else if (/^-?[1-9]\d{0,2}(\.\d{3})+$/.test(s)) {
    s = s.replace(/\./g, '')
  }
  if (s === '' || !/^-?\d*(\.\d*)?$/.test(s) || !/\d/.test(s)) return Number.NaN
  return Math.round(Number(s) * 100)
}

/** Kuruş as a money field shows it, the Turkish way (129990 → '1.299,90'); liraToKurus reads it back. */
export function kurusToInput(kurus: number): string {
  const [whole = '0', frac = '00'] = (Math.abs(kurus) / 100).toFixed(2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${kurus < 0 ? '-' : ''}${grouped},${frac}`
}

/** Kuruş to the form's lira text (12950 → '129.50'). */
export function kurusToLira(kurus: number): string {
  return (kurus / 100).toFixed(2)
}
