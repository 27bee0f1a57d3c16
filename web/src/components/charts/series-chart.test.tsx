import { render, screen, within } from '@testing-library/react'
import type { ChartConfiguration } from 'chart.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SeriesChart, type SeriesChartProps } from './series-chart'

// jsdom draws nothing: the canvas gets a stand-in context and Chart is
// replaced by a recorder of the configuration it is given (the real
// Chart.js would need a real canvas).
const configs = vi.hoisted(() => [] as ChartConfiguration[])
vi.mock('chart.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('chart.js')>()
  class RecordingChart {
    static register() {}
    constructor(_ctx: unknown, config: ChartConfiguration) {
      configs.push(config)
    }
    destroy() {}
  }
  return { ...actual, Chart: RecordingChart }
})

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
        unit="count"
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

describe('SeriesChart axis', () => {
  beforeEach(() => {
    configs.length = 0
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D)
  })
  afterEach(() => vi.restoreAllMocks())

  const yTicks = (props: Pick<SeriesChartProps, 'unit' | 'format'>) => {
    render(
      <SeriesChart
        kind="line"
        title="Siparişler"
        labels={['1 Kas', '2 Kas']}
        labelHeading="Gün"
        series={[{ label: 'Sipariş', values: [0, 1] }]}
        {...props}
      />,
    )
    expect(configs).toHaveLength(1)
    const y = configs[0]?.options?.scales?.y as { ticks: { precision?: number; callback: (v: number) => string } }
    return y.ticks
  }

  it('steps a count axis by whole numbers, never 0,1 sipariş', () => {
    const ticks = yTicks({ unit: 'count', format: (v) => `${v.toLocaleString('tr-TR')} sipariş` })
    // precision 0: Chart.js rounds the step up to a whole number (at least 1).
    expect(ticks.precision).toBe(0)
    expect(ticks.callback(2)).toBe('2 sipariş')
  })

  it('keeps the money format on a money axis', () => {
    const lira = (kurus: number) => `₺${(kurus / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2 })}`
    const ticks = yTicks({ unit: 'money', format: lira })
    expect(ticks.precision).toBeUndefined()
    expect(ticks.callback(1250)).toBe('₺12,50')
  })
})
