import { useEffect, useRef } from 'react'
import { ScrollBox } from '@/components/ui/scroll-box'
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'

// Only the pieces these charts use are registered, so the bundle carries no
// other chart type. Chart.js is imported by admin and author routes only,
// which are lazy: the storefront never loads it.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
)

/** One line or set of bars: its name and one value per label. */
export type ChartSeries = { label: string; values: number[] }

// Amber, stone and teal from the site's palette, dark enough for 3:1 against white.
const colours = ['#b45309', '#44403c', '#0f766e', '#9f1239']

export type SeriesChartProps = {
  kind: 'line' | 'bar'
  /** The caption of the figure and of its table. */
  title: string
  /** One label per point (days, months, book titles)... */
  labels: string[]
  /** ...and the heading of their column in the table ('Ay', 'Kitap'). */
  labelHeading: string
  series: ChartSeries[]
  /**
   * What the values are: 'count' for whole things (orders, copies), whose
   * axis steps by whole numbers (never '0,1 sipariş'); 'money' for kuruş.
   */
  unit: 'count' | 'money'
  /** Formats a value for the axis, the tooltip and the table (₺, adet). */
  format: (value: number) => string
}

/**
 * A chart with its figures in a table beside it: the table is the text
 * alternative (screen readers, phones, printing), the canvas is decoration
 * for the sighted and says so. The chart is redrawn when labels, series or
 * format change identity: callers memoise them.
 */
export function SeriesChart({ kind, title, labels, labelHeading, series, unit, format }: SeriesChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d')
    if (!ctx) return // no canvas (tests, very old browsers): the table still says it all
    const chart = new Chart(ctx, {
      type: kind,
      data: {
        labels,
        datasets: series.map((s, i) => ({
          label: s.label,
          data: s.values,
          borderColor: colours[i % colours.length],
          backgroundColor: colours[i % colours.length],
          tension: 0.2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: series.length > 1, position: 'bottom' },
          tooltip: { callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${format(c.parsed.y ?? 0)}` } },
        },
        scales: {
          y: {
            beginAtZero: true,
            // Counts: precision 0 makes Chart.js step by at least 1, so a
            // small range reads 0, 1, 2 and not 0, 0,1, 0,2 (and stays a
            // few ticks for thousands, unlike a fixed stepSize of 1).
            ticks: { callback: (v) => format(Number(v)), ...(unit === 'count' && { precision: 0 }) },
          },
        },
      },
    })
    return () => chart.destroy()
  }, [kind, labels, series, unit, format])

  return (
    <figure className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <figcaption className="font-serif text-lg font-bold text-stone-900">{title}</figcaption>
      <div className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="relative h-64">
          <canvas ref={canvas} aria-hidden="true" />
        </div>
        <ScrollBox label={title} axis="both" className="max-h-64">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-left text-stone-600">
                <th scope="col" className="py-1 pr-2 font-medium">
                  {labelHeading}
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="py-1 pl-2 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, row) => (
                <tr key={label} className="border-b border-stone-100">
                  <th scope="row" className="py-1 pr-2 text-left font-normal text-stone-700">
                    {label}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="py-1 pl-2 text-right tabular-nums text-stone-900">
                      {format(s.values[row] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </div>
    </figure>
  )
}
