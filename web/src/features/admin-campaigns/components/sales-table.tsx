import { fmt, tr } from '@/i18n'
import { AdminTable } from '@/components/admin/admin-table'
import { Button } from '@/components/ui/button'
import { formatDateTime, formatPrice } from '@/lib/format'
import type { AdminSale } from '../api/sales'

const t = tr.campaigns

const stateLabel: Record<AdminSale['state'], string> = {
  scheduled: t.stateScheduled,
  running: t.stateRunning,
  ended: t.stateEnded,
}

const stateClass: Record<AdminSale['state'], string> = {
  scheduled: 'bg-sky-100 text-sky-900',
  running: 'bg-green-100 text-green-900',
  ended: 'bg-stone-100 text-stone-700',
}

const scopeLabel: Record<AdminSale['scope'], string> = {
  book: t.scopeBook,
  books: t.scopeBooks,
  category: t.scopeCategory,
  author: t.scopeAuthor,
}

/** What a sale covers, in words: the category or author, or the books' titles. */
function target(s: AdminSale): string {
  const what = s.scope === 'category' || s.scope === 'author' ? s.targetName : s.bookTitles.join(', ')
  return `${scopeLabel[s.scope]}: ${what}`
}

/** The sales of /admin/kampanyalar: name, what it covers, the cut, the dates, the state and the row actions. */
export function SalesTable({
  sales,
  onEdit,
  onDelete,
  onEnd,
}: {
  sales: AdminSale[]
  onEdit: (s: AdminSale) => void
  onDelete: (s: AdminSale) => void
  onEnd: (s: AdminSale) => void
}) {
  return (
    <AdminTable
      label={t.salesTableLabel}
      columns={[
        { label: t.colName },
        { label: t.colTarget },
        { label: t.colDiscount },
        { label: t.colPeriod },
        { label: t.colState },
        { label: t.colActions, align: 'right' },
      ]}
    >
      {sales.map((s) => (
        <tr key={s.id} className="text-sm text-stone-700">
          <td className="px-3 py-3 font-medium text-stone-900">{s.name}</td>
          <td className="max-w-xs px-3 py-3">{target(s)}</td>
          <td className="px-3 py-3 whitespace-nowrap">
            {s.fixedPrice != null
              ? fmt(t.discountFixed, { price: formatPrice(s.fixedPrice) })
              : fmt(t.discountPercent, { n: s.percent })}
          </td>
          <td className="px-3 py-3 whitespace-nowrap">
            {fmt(t.period, { from: formatDateTime(s.startsAt), to: formatDateTime(s.endsAt) })}
          </td>
          <td className="px-3 py-3">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${stateClass[s.state]}`}>
              {stateLabel[s.state]}
            </span>
          </td>
          <td className="px-3 py-3 text-right whitespace-nowrap">
            <SaleActions sale={s} onEdit={onEdit} onDelete={onDelete} onEnd={onEnd} />
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}

/**
 * A sale's row actions by its state: a scheduled sale is edited or deleted;
 * a running one is edited (its name and end only) or ended now; an ended one
 * is kept as the proof of the price it charged (the server refuses any change).
 */
function SaleActions({
  sale,
  onEdit,
  onDelete,
  onEnd,
}: {
  sale: AdminSale
  onEdit: (s: AdminSale) => void
  onDelete: (s: AdminSale) => void
  onEnd: (s: AdminSale) => void
}) {
  if (sale.state === 'ended') return <span className="text-xs text-stone-600">{t.keptAsProof}</span>
  const running = sale.state === 'running'
  return (
    <>
      <Button variant="link" onClick={() => onEdit(sale)} aria-label={fmt(t.editLabel, { name: sale.name })}>
        {t.edit}
      </Button>
      <Button
        variant="link"
        className="ml-3 text-red-700"
        onClick={() => (running ? onEnd(sale) : onDelete(sale))}
        aria-label={fmt(running ? t.endLabel : t.deleteLabel, { name: sale.name })}
      >
        {running ? t.end : t.delete}
      </Button>
    </>
  )
}
