import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { fmt } from '@/i18n'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { notify } from '@/lib/notify'
import { serverMessageOr } from '@/lib/errors'
import { useSetLowStockThreshold, type LowStockItem, type ReportParams } from '../api/sales-report'
import { CsvLink } from './csv-link'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminReports

/**
 * The books at or under their low-stock threshold. Each row sets the book's
 * own threshold (empty: the default) and links to the book in the admin's
 * book list, whose edit button opens its form.
 */
export function LowStockTable({
  rows,
  defaultThreshold,
  params,
}: {
  rows: LowStockItem[]
  defaultThreshold: number
  params: ReportParams
}) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-serif text-lg font-bold text-stone-900">{t.lowStock}</h2>
        <CsvLink table="dusuk-stok" params={params} name={t.lowStock} />
      </div>
      <p className="mt-1 text-sm text-stone-600">{fmt(t.lowStockNote, { n: defaultThreshold })}</p>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t.noLowStock}</p>
      ) : (
        <div className="mt-3 max-h-96 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t.lowStock}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-left text-stone-600">
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t.book}
                </th>
                <th scope="col" className="py-1 px-2 text-right font-medium">
                  {t.stock}
                </th>
                <th scope="col" className="py-1 pl-2 font-medium">
                  {t.threshold}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.bookId} className="border-b border-stone-100 align-top">
                  <th scope="row" className="py-2 pr-2 text-left font-normal">
                    <Link
                      to={paths.adminBooks({ q: b.title })}
                      aria-label={fmt(t.editLabel, { title: b.title })}
                      className="font-medium text-stone-900 underline hover:text-amber-700"
                    >
                      {b.title}
                    </Link>
                    {b.approved ? null : <span className="ml-1 text-xs text-stone-500">({t.unpublished})</span>}
                  </th>
                  <td className={`py-2 px-2 text-right tabular-nums ${b.stock === 0 ? 'font-bold text-red-700' : ''}`}>
                    {b.stock}
                  </td>
                  <td className="py-2 pl-2">
                    <ThresholdForm item={b} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

function ThresholdForm({ item }: { item: LowStockItem }) {
  const save = useSetLowStockThreshold()
  const [value, setValue] = useState(item.ownThreshold ? String(item.threshold) : '')

  async function submit(threshold: number | null) {
    try {
      await save.mutateAsync({ id: item.bookId, threshold })
      notify.success(t.thresholdSaved)
    } catch (err) {
      notify.error(serverMessageOr(err, t.thresholdError))
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    void submit(value.trim() === '' ? null : Number(value))
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-center gap-1">
      <input
        type="number"
        min={0}
        max={10000}
        step={1}
        inputMode="numeric"
        value={value}
        placeholder={`${item.threshold} (${t.thresholdDefault})`}
        onChange={(e) => setValue(e.target.value)}
        aria-label={fmt(t.thresholdLabel, { title: item.title })}
        className="w-28 rounded-md border border-stone-300 px-2 py-1 text-sm"
      />
      <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
        {t.save}
      </Button>
    </form>
  )
}
