import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AdminOrder } from '../api/types'
import { LineTax, OrderTaxTotals } from './order-tax'

const amounts = (rate: number, exemption: string, label: string, gross: number, net: number, tax: number) => ({
  rate,
  exemption,
  label,
  gross,
  net,
  tax,
})

const tax: NonNullable<AdminOrder['tax']> = {
  lines: [
    { itemId: 'i1', ...amounts(20, '', '%20', 8990, 7492, 1498) },
    { itemId: 'i2', ...amounts(0, '335', '%0 — 335 Basılı kitap ve süreli yayınların teslimleri', 9100, 9100, 0) },
  ],
  shipping: amounts(20, '', '%20', 1500, 1250, 250),
  byRate: [
    amounts(20, '', '%20', 10490, 8742, 1748),
    amounts(0, '335', '%0 — 335 Basılı kitap ve süreli yayınların teslimleri', 9100, 9100, 0),
  ],
  net: 17842,
  tax: 1748,
}

describe('order KDV', () => {
  it("shows a line's rate and KDV, nothing for a line the breakdown lacks", () => {
    const { container } = render(
      <>
        <LineTax tax={tax} itemId="i1" />
        <LineTax tax={tax} itemId="missing" />
        <LineTax tax={undefined} itemId="i1" />
      </>,
    )
    expect(screen.getAllByTestId('admin-order-item-kdv')).toHaveLength(1)
    expect(container).toHaveTextContent(/^KDV %20: ₺14,98$/)
  })

  it('lists the totals per rate with their net, the shipping KDV and the KDV in all', () => {
    render(<OrderTaxTotals tax={tax} />)
    const totals = screen.getByTestId('admin-order-kdv-totals')
    expect(within(totals).getByText(/KDV %20/)).toHaveTextContent('KDV %20 (Matrah ₺87,42)')
    expect(within(totals).getByText(/KDV %0 — 335/)).toHaveTextContent('(Matrah ₺91,00)')
    expect(within(totals).getByText(/Kargo KDV/)).toHaveTextContent('Kargo KDV’si (%20, yukarıdakilere dahil)')
    expect(within(totals).getByText('Toplam KDV').nextSibling).toHaveTextContent('₺17,48')
  })

  it('shows nothing for an order without a breakdown (a list row)', () => {
    const { container } = render(<OrderTaxTotals tax={undefined} />)
    expect(container).toBeEmptyDOMElement()
  })
})
