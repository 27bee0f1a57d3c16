/**
 * Mirrors the server's NormalizePhone: digits with spaces, '-', '(', ')', '.'
 * and a leading '+'; 0090 / 90 (12 digits) / 0 prefixes dropped; then 10
 * digits starting 2, 3, 4 or 5 (landline, mobile) or 850.
 */
export function isTurkishPhone(value: string): boolean {
  const s = value.trim()
  if (!/^\+?[\d \-().]*$/.test(s)) return false
  let n = s.replace(/\D/g, '')
  if (n.startsWith('0090')) n = n.slice(4)
  else if (n.startsWith('90') && n.length === 12) n = n.slice(2)
  else if (n.startsWith('0')) n = n.slice(1)
  return n.length === 10 && (/^[2345]/.test(n) || n.startsWith('850'))
}
