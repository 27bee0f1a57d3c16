/**
 * How a paid order was charged, for the member's and the admin's order
 * pages. `installment` is 0 until paid, 1 for a single payment, more for
 * instalments; `paidAmount` (kuruş) is what the card was charged, more than
 * the total when the bank adds instalment interest (vade farkı).
 */
export type PaymentTerms = { kind: 'single' } | { kind: 'instalments'; count: number; paid: number; interest: number }

export function paymentTerms(o: { total: number; installment: number; paidAmount: number }): PaymentTerms | null {
  if (!(o.installment >= 1)) return null // unpaid (or an older answer without the field)
  if (o.installment === 1) return { kind: 'single' }
  // A charge below the total (e.g. not known yet) shows the total and no interest.
  const paid = Math.max(o.paidAmount, o.total)
  return { kind: 'instalments', count: o.installment, paid, interest: paid - o.total }
}
