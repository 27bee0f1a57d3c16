import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SeriesChart } from './series-chart'

describe("SeriesChart's figure table", () => {
  it('scrolls both ways inside its capped height', () => {
    render(
      <SeriesChart
        kind="line"
        title="Günlük gelir"
        labels={['1 Eki', '2 Eki']}
        labelHeading="Gün"
        series={[{ label: 'Gelir', values: [100, 200] }]}
        unit="money"
        format={(v) => `${v}`}
      />,
    )
    const box = screen.getByRole('region', { name: 'Günlük gelir' })
    expect(box).toHaveClass('overflow-auto', 'max-h-64')
  })
})
