import { useSearchParams } from 'react-router'
import { SelectField } from '@/components/ui/form-field'
import { trPanels } from '@/i18n/panels'
import type { AdminBookFilters, BookStatusFilter, BookStockFilter } from '../api/books'

const m = trPanels.adminBooks

/** URL values (Turkish, shareable) of the server's filters. */
const statusParam: Record<string, BookStatusFilter> = {
  onayli: 'approved',
  beklemede: 'pending',
  degisiklik: 'revision',
}
const stockParam: Record<string, BookStockFilter> = { var: 'in', az: 'low', yok: 'out' }

function keyOf<T extends string>(map: Record<string, T>, v: T | ''): string {
  return Object.keys(map).find((k) => map[k] === v) ?? ''
}

/** The approval and stock filters of /admin/kitaplar, kept in the URL (durum, stok). */
export function useBookFilters() {
  const [params, setParams] = useSearchParams()
  const value: AdminBookFilters = {
    status: statusParam[params.get('durum') ?? ''] ?? '',
    stock: stockParam[params.get('stok') ?? ''] ?? '',
  }
  function set(name: 'durum' | 'stok', v: string) {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev)
        if (v) p.set(name, v)
        else p.delete(name)
        p.delete('sayfa')
        return p
      },
      { replace: true },
    )
  }
  return {
    value,
    active: value.status !== '' || value.stock !== '',
    setStatus: (v: string) => set('durum', v),
    setStock: (v: string) => set('stok', v),
  }
}

export function BookFilterSelects({ filters }: { filters: ReturnType<typeof useBookFilters> }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:gap-3">
      <SelectField
        label={m.filterStatus}
        value={keyOf(statusParam, filters.value.status)}
        onChange={(e) => filters.setStatus(e.target.value)}
        className="sm:w-48"
      >
        <option value="">{m.filterAll}</option>
        <option value="onayli">{m.statusApproved}</option>
        <option value="beklemede">{m.statusPending}</option>
        <option value="degisiklik">{m.revisionBadge}</option>
      </SelectField>
      <SelectField
        label={m.filterStock}
        value={keyOf(stockParam, filters.value.stock)}
        onChange={(e) => filters.setStock(e.target.value)}
        className="sm:w-44"
      >
        <option value="">{m.filterAll}</option>
        <option value="var">{m.stockIn}</option>
        <option value="az">{m.stockLow}</option>
        <option value="yok">{m.stockOut}</option>
      </SelectField>
    </div>
  )
}
