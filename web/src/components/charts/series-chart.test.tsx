import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SeriesChart } from './series-chart'

describe('SeriesChart', () => {
  it('gives every figure in a table, labelled by row and column', () => {
    render(
      <SeriesChart
        kind="bar"
        title="Aylık satış"
        labels={['Ekim', 'Kasım']}
        labelHeading="Ay"
        series={[
          { label: 'Adet', values: [3, 5] },
          { label: 'Gelir', values: [700, 1200] },
        ]}
        format={(v) => `${v}`}
      />,
    )
    const table = screen.getByRole('table', { name: 'Aylık satış' })
    const kasim = within(table).getByRole('row', { name: /Kasım/ })
    expect(
      within(kasim)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '1200'])
    expect(within(table).getByRole('columnheader', { name: 'Gelir' })).toBeTruthy()
  })
})
