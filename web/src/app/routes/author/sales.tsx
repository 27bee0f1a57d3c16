import { useMemo } from 'react'
import { QueryState } from '@/components/query-state'
import { fmt } from '@/i18n'
import { ScrollBox } from '@/components/ui/scroll-box'
import { SeriesChart } from '@/components/charts/series-chart'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { PanelTitle } from '@/features/author-panel/components/panel-title'
import { useMySales, useMyStatements, type AuthorSales } from '@/features/royalties/api/royalties'
import { StatementList } from '@/features/royalties/components/statement-list'
import { monthLabel } from '@/features/royalties/rate'
import { formatPrice } from '@/lib/format'
import { paths } from '@/lib/paths'
import { trPanels } from '@/i18n/panels'

const t = trPanels.royalties

const formatCopies = (n: number) => fmt(t.copiesUnit, { n })

/** /yazar/satislar ('Satışlarım'): the author's own books' sales per month, per book, and their statements. */
export function AuthorSalesPage() {
  useDocumentTitle(t.salesTitle)
  const sales = useMySales()
  const statements = useMyStatements()
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <PanelTitle title={t.salesTitle} subtitle={t.salesSubtitle} />
      <QueryState query={sales}>{(data) => <SalesFigures sales={data} />}</QueryState>
      <section aria-labelledby="my-statements" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id="my-statements" className="font-semibold text-stone-900">
          {t.myStatements}
        </h2>
        <div className="mt-3">
          <QueryState query={statements}>
            {(data) => <StatementList statements={data} scope="author" viewPath={paths.authorStatement} />}
          </QueryState>
        </div>
      </section>
      <p className="text-xs text-stone-600">{t.privacyNote}</p>
    </div>
  )
}

function SalesFigures({ sales }: { sales: AuthorSales }) {
  // Memoised: the chart redraws when these change identity.
  const labels = useMemo(() => sales.months.map((m) => monthLabel(m.month)), [sales])
  const copies = useMemo(() => [{ label: t.copies, values: sales.months.map((m) => m.sold) }], [sales])
  const revenue = useMemo(() => [{ label: t.net, values: sales.months.map((m) => m.netRevenue) }], [sales])
  return (
    <>
      <div className="grid gap-6">
        <SeriesChart
          kind="bar"
          title={`${t.chartTitle} — ${t.copies}`}
          labels={labels}
          labelHeading={t.month}
          series={copies}
          unit="count"
          format={formatCopies}
        />
        <SeriesChart
          kind="line"
          title={`${t.chartTitle} — ${t.net}`}
          labels={labels}
          labelHeading={t.month}
          series={revenue}
          unit="money"
          format={formatPrice}
        />
      </div>
      <section aria-labelledby="sales-by-book" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id="sales-by-book" className="font-semibold text-stone-900">
          {t.byBook}
        </h2>
        {sales.books.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">{t.noSales}</p>
        ) : (
          <ScrollBox label={t.byBook} className="mt-3">
            <table className="w-full min-w-[28rem] text-sm">
              <caption className="sr-only">{t.byBook}</caption>
              <thead>
                <tr className="border-b border-stone-200 text-left text-stone-600">
                  <th scope="col" className="py-2 pr-2 font-medium">
                    {t.book}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    {t.sold}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    {t.returned}
                  </th>
                  <th scope="col" className="py-2 pl-2 text-right font-medium">
                    {t.netRevenue}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sales.books.map((b) => (
                  <tr key={b.bookId} className="border-b border-stone-100">
                    <th scope="row" className="py-2 pr-2 text-left font-normal text-stone-900">
                      {b.title}
                    </th>
                    <td className="px-2 py-2 text-right tabular-nums">{b.sold}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{b.returned}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">{formatPrice(b.netRevenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        )}
      </section>
    </>
  )
}
