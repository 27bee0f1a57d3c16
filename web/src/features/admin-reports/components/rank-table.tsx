import { formatPrice } from '@/lib/format'
import type { ReportParams, ReportRank, ReportTable } from '../api/sales-report'
import { CsvLink } from './csv-link'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminReports

/** One top list (books, authors or categories) with its CSV; the table scrolls inside its box on a phone. */
export function RankTable({
  title,
  nameHeading,
  rows,
  table,
  params,
}: {
  title: string
  nameHeading: string
  rows: ReportRank[]
  table: ReportTable
  params: ReportParams
}) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-serif text-lg font-bold text-stone-900">{title}</h3>
        <CsvLink table={table} params={params} name={title} />
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t.none}</p>
      ) : (
        <div className="mt-3 max-h-80 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-left text-stone-600">
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t.rankNo}
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  {nameHeading}
                </th>
                <th scope="col" className="py-1 pl-2 text-right font-medium">
                  {t.units}
                </th>
                <th scope="col" className="py-1 pl-2 text-right font-medium">
                  {t.revenue}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={r.id || r.name} className="border-b border-stone-100">
                  <td className="py-1 pr-2 tabular-nums text-stone-600">{i + 1}</td>
                  <th scope="row" className="py-1 pr-2 text-left font-normal text-stone-900">
                    {r.name}
                  </th>
                  <td className="py-1 pl-2 text-right tabular-nums">{r.units}</td>
                  <td className="py-1 pl-2 text-right tabular-nums">{formatPrice(r.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
