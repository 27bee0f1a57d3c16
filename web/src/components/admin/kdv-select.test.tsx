import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { trPanels } from '@/i18n/panels'
import { kdvValue, parseKdv } from '@/lib/kdv'
import { KdvSelect } from './kdv-select'

const exemptions = [
  { code: '335', name: 'Basılı kitap ve süreli yayınların teslimleri' },
  { code: '301', name: 'Mal ihracatı' },
]
const printed = { rate: 0, exemption: '335' }

function BookKdv({ initial, shopDefault }: { initial: string; shopDefault?: typeof printed | null }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <KdvSelect
        label={trPanels.tax.field}
        rates={[0, 1, 10, 20]}
        exemptions={exemptions}
        shopDefault={shopDefault}
        current={value}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <output>{JSON.stringify(parseKdv(value))}</output>
    </>
  )
}

describe('KdvSelect', () => {
  it('offers the shop default, each exemption code at 0 % and the rates, in that order', () => {
    render(<BookKdv initial="" shopDefault={printed} />)
    const select = screen.getByRole('combobox', { name: 'KDV' })
    const labels = Array.from(select.querySelectorAll('option')).map((o) => o.textContent)
    expect(labels).toEqual([
      'Mağaza varsayılanı (%0 — 335 Basılı kitap)',
      '%0 — 335 Basılı kitap ve süreli yayınların teslimleri',
      '%0 — 301 Mal ihracatı',
      '%1',
      '%10',
      '%20',
    ])
    expect(select).toHaveValue('')
  })

  it('turns a choice into a class: %20, an exemption code, back to the default', async () => {
    const user = userEvent.setup()
    render(<BookKdv initial="" shopDefault={printed} />)
    const select = screen.getByRole('combobox', { name: 'KDV' })
    await user.selectOptions(select, '%20')
    expect(screen.getByRole('status')).toHaveTextContent('{"rate":20,"exemption":""}')
    await user.selectOptions(select, '%0 — 301 Mal ihracatı')
    expect(screen.getByRole('status')).toHaveTextContent('{"rate":0,"exemption":"301"}')
    await user.selectOptions(select, 'Mağaza varsayılanı (%0 — 335 Basılı kitap)')
    expect(screen.getByRole('status')).toHaveTextContent('null')
  })

  it('keeps the default selected while the settings load, and a stored class the lists do not have yet', () => {
    const { unmount } = render(<BookKdv initial="" shopDefault={null} />)
    expect(screen.getByRole('combobox', { name: 'KDV' })).toHaveValue('')
    expect(screen.getByRole('option', { name: 'Mağaza varsayılanı' })).toBeInTheDocument()
    unmount()
    render(<BookKdv initial="0:350" />)
    expect(screen.getByRole('combobox', { name: 'KDV' })).toHaveValue('0:350')
  })

  it('has no default option without a shop default (the settings form)', () => {
    render(<BookKdv initial="20" />)
    expect(screen.queryByRole('option', { name: /Mağaza varsayılanı/ })).toBeNull()
    expect(screen.getByRole('combobox', { name: 'KDV' })).toHaveValue('20')
  })
})

describe('kdvValue / parseKdv', () => {
  it('round-trips every class', () => {
    for (const c of [printed, { rate: 0, exemption: '301' }, { rate: 1, exemption: '' }, { rate: 20, exemption: '' }]) {
      expect(parseKdv(kdvValue(c))).toEqual(c)
    }
    expect(kdvValue(null)).toBe('')
    expect(parseKdv('')).toBeNull()
  })
})
