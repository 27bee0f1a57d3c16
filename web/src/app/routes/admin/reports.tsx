import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { fmt } from '@/i18n'
import { AdminPageHeading } from '@/components/admin/page-heading'
import { SeriesChart } from '@/components/charts/series-chart'
import { QueryState } from '@/components/query-state'
import { Button, buttonClass } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { serverMessageOr } from '@/lib/errors'
import { formatPrice } from '@/lib/format'
import {
  reportCsvUrl,
  useSalesReport,
  type ReportGroup,
  type ReportParams,
  type ReportRankBy,
  type SalesReport,
} from '@/features/admin-reports/api/sales-report'
import { istanbulToday, periodLabel, presetRange, type Preset } from '@/features/admin-reports/report-dates'
import { CsvLink } from '@/features/admin-reports/components/csv-link'
import { RankTable } from '@/features/admin-reports/components/rank-table'
import { LowStockTable } from '@/features/admin-reports/components/low-stock-table'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminReports
const groups: { value: ReportGroup; label: string }[] = [
  { value: 'day', label: t.day },
  { value: 'week', label: t.week },
  { value: 'month', label: t.month },
]
const presets: Preset[] = ['last7', 'last30', 'thisMonth', 'thisYear']
const formatCount = (n: number) => n.toLocaleString('tr-TR')
const chip = (on: boolean) =>
  `rounded-md border px-3 py-1.5 text-sm font-medium ${on ? 'border-amber-600 bg-amber-50 text-amber-800' : 'border-stone-300 text-stone-700 hover:border-amber-500'}`

/** The page's state lives in the URL (from, to, group, rank, kind): a reload or a shared link shows the same report. */
function useReportParams() {
  const [search, setSearch] = useSearchParams()
  const today = istanbulToday()
  const last30 = presetRange('last30', today)
  const params: ReportParams = {
    from: search.get('from') || last30.from,
    to: search.get('to') || last30.to,
    group: (search.get('group') as ReportGroup | null) || 'day',
    rank: (search.get('rank') as ReportRankBy | null) || 'revenue',
  }
  const kind = search.get('grafik') === 'cizgi' ? 'line' : 'bar'
  const set = useCallback(
    (patch: Record<string, string>) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev)
          for (const [k, v] of Object.entries(patch)) next.set(k, v)
          return next
        },
        { replace: true },
      ),
    [setSearch],
  )
  return { params, kind, set, today } as const
}

/** /admin/raporlar: the publisher's sales over a range, its top lists, low stock and conversion, each table as CSV. */
export function AdminReportsPage() {
  useDocumentTitle(t.title)
  const { params, kind, set, today } = useReportParams()
  const report = useSalesReport(params)

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeading title={t.title} subtitle={t.subtitle} />
      <fieldset className="mt-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <legend className="px-1 text-sm font-semibold text-stone-700">{t.rangeLegend}</legend>
        <div className="flex flex-wrap items-end gap-4">
          <label className="text-sm text-stone-700">
            {t.from}
            <input
              type="date"
              value={params.from}
              max={today}
              onChange={(e) => e.target.value && set({ from: e.target.value })}
              className="mt-1 block rounded-md border border-stone-300 px-2 py-1.5"
            />
          </label>
          <label className="text-sm text-stone-700">
            {t.to}
            <input
              type="date"
              value={params.to}
              onChange={(e) => e.target.value && set({ to: e.target.value })}
              className="mt-1 block rounded-md border border-stone-300 px-2 py-1.5"
            />
          </label>
          <div role="group" aria-label={t.presets} className="flex flex-wrap gap-2">
            {presets.map((p) => {
              const r = presetRange(p, today)
              return (
                <Button
                  key={p}
                  variant="bare"
                  className={chip(r.from === params.from && r.to === params.to)}
                  onClick={() => set(r)}
                >
                  {t[p]}
                </Button>
              )
            })}
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-6">
          <div role="group" aria-label={t.group} className="flex items-center gap-2">
            <span className="text-sm text-stone-600">{t.group}:</span>
            {groups.map((g) => (
              <Button
                key={g.value}
                variant="bare"
                aria-pressed={params.group === g.value}
                className={chip(params.group === g.value)}
                onClick={() => set({ group: g.value })}
              >
                {g.label}
              </Button>
            ))}
          </div>
          <div role="group" aria-label={t.chartKind} className="flex items-center gap-2">
            <span className="text-sm text-stone-600">{t.chartKind}:</span>
            {(['bar', 'line'] as const).map((k) => (
              <Button
                key={k}
                variant="bare"
                aria-pressed={kind === k}
                className={chip(kind === k)}
                onClick={() => set({ grafik: k === 'line' ? 'cizgi' : 'sutun' })}
              >
                {k === 'line' ? t.line : t.bar}
              </Button>
            ))}
          </div>
        </div>
      </fieldset>

      <div className="mt-6">
        <QueryState query={report} errorMessage={(error) => serverMessageOr(error, t.loadError)}>
          {(data) => <ReportBody report={data} params={params} kind={kind} onRank={(rank) => set({ rank })} />}
        </QueryState>
      </div>
    </section>
  )
}

function ReportBody({
  report,
  params,
  kind,
  onRank,
}: {
  report: SalesReport
  params: ReportParams
  kind: 'line' | 'bar'
  onRank: (rank: ReportRankBy) => void
}) {
  const labels = useMemo(
    () => report.periods.map((p) => periodLabel(p.start, report.group, (date) => fmt(t.weekOf, { date }))),
    [report.periods, report.group],
  )
  const money = useMemo(
    () => [
      { label: t.charged, values: report.periods.map((p) => p.charged) },
      { label: t.refunded, values: report.periods.map((p) => p.refunded) },
      { label: t.net, values: report.periods.map((p) => p.net) },
    ],
    [report.periods],
  )
  const orders = useMemo(() => [{ label: t.orders, values: report.periods.map((p) => p.orders) }], [report.periods])
  const { totals, conversion } = report
  const cards: [string, string][] = [
    [t.charged, formatPrice(totals.charged)],
    [t.refunded, formatPrice(totals.refunded)],
    [t.net, formatPrice(totals.net)],
    [t.orders, formatCount(totals.orders)],
    [t.averageBasket, formatPrice(totals.averageBasket)],
    [
      t.conversion,
      fmt(t.conversionValue, {
        percent: conversion.percent.toLocaleString('tr-TR', { maximumFractionDigits: 1 }),
        converted: conversion.converted,
        carts: conversion.carts,
      }),
    ],
  ]
  const periodHeading = { day: t.day, week: t.week, month: t.month }[report.group]

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
            <dt className="text-xs text-stone-600">{label}</dt>
            <dd className="mt-1 text-lg font-bold tabular-nums text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-stone-600">
        {t.definitions} {t.conversionNote}
      </p>

      <div className="space-y-2">
        <div className="flex justify-end">
          <CsvLink table="ciro" params={params} name={t.revenueChart} />
        </div>
        <SeriesChart
          kind={kind}
          title={t.revenueChart}
          labels={labels}
          labelHeading={periodHeading}
          series={money}
          unit="money"
          format={formatPrice}
        />
        <SeriesChart
          kind={kind}
          title={t.ordersChart}
          labels={labels}
          labelHeading={periodHeading}
          series={orders}
          unit="count"
          format={formatCount}
        />
      </div>

      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-serif text-xl font-bold text-stone-900">{t.top}</h2>
          <div role="group" aria-label={t.rankBy} className="flex gap-2">
            {(['revenue', 'units'] as const).map((r) => (
              <Button
                key={r}
                variant="bare"
                aria-pressed={report.rank === r}
                className={chip(report.rank === r)}
                onClick={() => onRank(r)}
              >
                {r === 'revenue' ? t.rankRevenue : t.rankUnits}
              </Button>
            ))}
          </div>
        </div>
        <p className="mt-1 text-sm text-stone-600">{t.topNote}</p>
        <div className="mt-3 grid gap-4 lg:grid-cols-3">
          <RankTable title={t.topBooks} nameHeading={t.book} rows={report.topBooks} table="kitaplar" params={params} />
          <RankTable
            title={t.topAuthors}
            nameHeading={t.author}
            rows={report.topAuthors}
            table="yazarlar"
            params={params}
          />
          <RankTable
            title={t.topCategories}
            nameHeading={t.category}
            rows={report.topCategories}
            table="kategoriler"
            params={params}
          />
        </div>
      </div>

      <LowStockTable rows={report.lowStock} defaultThreshold={report.defaultThreshold} params={params} />

      <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 className="font-serif text-lg font-bold text-stone-900">{t.accountantTitle}</h2>
        <p className="mt-1 text-sm text-stone-600">{t.accountantText}</p>
        <a
          href={reportCsvUrl('siparisler', params)}
          download
          className={buttonClass({ className: 'mt-3 inline-block' })}
        >
          {t.accountantDownload}
        </a>
      </div>
    </div>
  )
}
