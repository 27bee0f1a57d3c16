import { fmt } from '@/i18n'
import { formatDateTime, formatPrice } from '@/lib/format'
import { ScrollBox } from '@/components/ui/scroll-box'
import type { RoyaltyStatement } from '../api/royalties'
import { trPanels } from '@/i18n/panels'

const t = trPanels.royalties

/**
 * An issued statement as a document: the heading facts, one row per book
 * and the totals, with the stated rounding. The same page prints (the
 * printable view) and the server draws the same figures into the PDF.
 */
export function StatementDocument({ statement: s }: { statement: RoyaltyStatement }) {
  const facts: [string, string][] = [
    [t.author, s.authorName],
    [t.periodLabel, s.periodLabel],
    [t.number, s.number],
    [t.issuedAt, formatDateTime(s.issuedAt)],
  ]
  if (s.correctsId) facts.push([t.corrects, s.correctsId.slice(0, 8).toUpperCase()])
  return (
    <article
      aria-labelledby="statement-title"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm print:border-0 print:p-0 print:shadow-none"
    >
      <h1 id="statement-title" className="font-serif text-2xl font-bold text-stone-900">
        {t.statement}
        {s.correctsId ? (
          <span className="ml-2 align-middle text-sm font-semibold text-amber-700">({t.correction})</span>
        ) : null}
      </h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold text-stone-700">{k}</dt>
            <dd className="text-stone-900">{v}</dd>
          </div>
        ))}
      </dl>
      {s.correctedById ? (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
          {fmt(t.correctedBy, { number: s.correctedById.slice(0, 8).toUpperCase() })}
        </p>
      ) : null}
      <ScrollBox label={`${t.statement} — ${s.periodLabel}`} className="mt-5">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">{`${t.statement} — ${s.periodLabel}`}</caption>
          <thead>
            <tr className="border-b border-stone-300 text-left text-stone-600">
              <th scope="col" className="py-2 pr-2 font-medium">
                {t.book}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t.sold}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t.returned}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t.netRevenue}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t.rate}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                {t.royalty}
              </th>
            </tr>
          </thead>
          <tbody>
            {s.lines.length === 0 ? (
              <tr>
                <td colSpan={6} className="py-3 text-stone-600">
                  {t.noLines}
                </td>
              </tr>
            ) : (
              s.lines.map((l) => (
                <tr key={l.bookId} className="border-b border-stone-100">
                  <th scope="row" className="py-2 pr-2 text-left font-normal text-stone-900">
                    {l.title}
                  </th>
                  <td className="px-2 py-2 text-right tabular-nums">{l.sold}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{l.returned}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{formatPrice(l.netRevenue)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{l.rate.label}</td>
                  <td className="py-2 pl-2 text-right tabular-nums">{formatPrice(l.royalty)}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr className="font-semibold text-stone-900">
              <th scope="row" className="py-2 pr-2 text-left">
                {t.total}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{s.sold}</td>
              <td className="px-2 py-2 text-right tabular-nums">{s.returned}</td>
              <td className="px-2 py-2 text-right tabular-nums">{formatPrice(s.netRevenue)}</td>
              <td />
              <td className="py-2 pl-2 text-right tabular-nums" data-testid="statement-total">
                {formatPrice(s.royalty)}
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollBox>
      <p className="mt-4 text-xs text-stone-600">{s.roundingNote}</p>
    </article>
  )
}
