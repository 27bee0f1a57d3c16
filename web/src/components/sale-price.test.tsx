import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fmt, tr } from '@/i18n'
import { SalePrice } from './sale-price'

const t = tr.campaigns
const endsAt = '2026-12-01T00:00:00Z'

describe('SalePrice', () => {
  it('shows a plain price without a sale', () => {
    render(<SalePrice price={12950} />)
    expect(screen.getByText('₺129,50')).toBeInTheDocument()
    expect(screen.queryByText(fmt(t.percentBadge, { n: 20 }))).not.toBeInTheDocument()
  })

  it('strikes the 30-day lowest price through and shows the cut', () => {
    const { container } = render(
      <SalePrice price={8000} sale={{ struckPrice: 10000, percentOff: 20, lowestPrice30: 10000, endsAt }} />,
    )
    expect(container.querySelector('del')).toHaveTextContent('₺100,00')
    expect(screen.getByText(fmt(t.percentBadge, { n: 20 }))).toBeInTheDocument()
    expect(screen.getByText(`${t.saleLabel}:`, { exact: false })).toBeInTheDocument()
  })

  it('shows no discount when the sale price is not below the 30-day lowest (the server sends no struck price)', () => {
    const { container } = render(
      <SalePrice price={12000} sale={{ struckPrice: null, percentOff: 0, lowestPrice30: 10000, endsAt }} />,
    )
    expect(screen.getByText('₺120,00')).toBeInTheDocument()
    expect(container.querySelector('del')).toBeNull()
    expect(screen.queryByText(fmt(t.percentBadge, { n: 0 }))).not.toBeInTheDocument()
  })
})
