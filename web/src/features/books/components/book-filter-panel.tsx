import { useId, useState, type FormEvent } from 'react'
import { fmt, tr } from '@/i18n'
import { Button } from '@/components/ui/button'

export const PAGE_SIZES = [12, 24, 48] as const

const control =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200'

/** A lira bound from an input: a whole number ≥ 0, or 0 (no bound) when empty or not a number. */
export function parseLira(v: string): number {
  const n = Math.floor(Number(v.replace(',', '.')))
  return Number.isFinite(n) && n > 0 ? Math.min(n, 1_000_000) : 0
}

/**
 * The filters of /kitaplar beyond search, category and order: a price range
 * in lira (applied with its button or Enter, so typing does not fetch on
 * every key), in stock only, page size, and the author chosen on a book page.
 */
export function BookFilterPanel({
  minPrice,
  maxPrice,
  onPriceChange,
  inStock,
  onInStockChange,
  pageSize,
  onPageSizeChange,
  authorName,
  onAuthorClear,
  onClearAll,
}: {
  minPrice: number
  maxPrice: number
  onPriceChange: (min: number, max: number) => void
  inStock: boolean
  onInStockChange: (on: boolean) => void
  pageSize: number
  onPageSizeChange: (n: number) => void
  /** Set when the list is one author's: shown as a removable chip. */
  authorName?: string
  onAuthorClear: () => void
  onClearAll: () => void
}) {
  const id = useId()
  const [min, setMin] = useState(minPrice ? String(minPrice) : '')
  const [max, setMax] = useState(maxPrice ? String(maxPrice) : '')
  const [error, setError] = useState('')
  // The URL may change the bounds (back button, clearing): show them.
  const [shown, setShown] = useState({ minPrice, maxPrice })
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice })
    setMin(minPrice ? String(minPrice) : '')
    setMax(maxPrice ? String(maxPrice) : '')
    setError('')
  }

  const apply = (e: FormEvent) => {
    e.preventDefault()
    const lo = parseLira(min)
    const hi = parseLira(max)
    if (hi > 0 && hi < lo) {
      setError(tr.books.priceRangeError)
      return
    }
    setError('')
    onPriceChange(lo, hi)
  }

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end">
      <form onSubmit={apply} noValidate aria-labelledby={`${id}-price`}>
        <p id={`${id}-price`} className="mb-1 text-sm font-medium text-stone-700">
          {tr.books.priceLabel}
        </p>
        <div className="flex items-end gap-2">
          <label className="min-w-0 flex-1">
            <span className="sr-only">{tr.books.priceMin}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder={tr.books.priceMin}
              value={min}
              onChange={(e) => setMin(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-price-error` : undefined}
              className={control}
            />
          </label>
          <span aria-hidden="true" className="pb-2 text-stone-500">
            –
          </span>
          <label className="min-w-0 flex-1">
            <span className="sr-only">{tr.books.priceMax}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder={tr.books.priceMax}
              value={max}
              onChange={(e) => setMax(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-price-error` : undefined}
              className={control}
            />
          </label>
          <Button type="submit" variant="outline">
            {tr.books.priceApply}
          </Button>
        </div>
        {error && (
          <p id={`${id}-price-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
      <div>
        <label htmlFor={`${id}-size`} className="mb-1 block text-sm font-medium text-stone-700">
          {tr.books.pageSizeLabel}
        </label>
        <select
          id={`${id}-size`}
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value))}
          className={control}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {fmt(tr.books.pageSizeOption, { n })}
            </option>
          ))}
        </select>
      </div>
      <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-700">
        <input
          type="checkbox"
          checked={inStock}
          onChange={(e) => onInStockChange(e.target.checked)}
          className="h-5 w-5 rounded border-stone-300 accent-amber-600"
        />
        {tr.books.inStockOnly}
      </label>
      <div className="flex flex-wrap items-center gap-3 md:col-span-3">
        {authorName && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 py-1 pr-1 pl-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {fmt(tr.books.authorFilter, { name: authorName })}
            <Button
              variant="bare"
              onClick={onAuthorClear}
              aria-label={tr.books.authorFilterRemove}
              className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-amber-100"
            >
              <span aria-hidden="true">×</span>
            </Button>
          </span>
        )}
        <Button variant="link" onClick={onClearAll}>
          {tr.books.clearFilters}
        </Button>
      </div>
    </div>
  )
}
