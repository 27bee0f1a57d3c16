import { useId } from 'react'
import { fmt, tr } from '@/i18n'
import { SearchField } from '@/components/search-field'
import type { BookSort, Category } from '../api/types'
import { bookSorts } from '../sort'

const control =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200'

export function BookFilters({
  text,
  onTextChange,
  category,
  onCategoryChange,
  categories,
  counts,
  sort,
  onSortChange,
  fourStarsUp,
  onFourStarsUpChange,
}: {
  text: string
  onTextChange: (v: string) => void
  category: string
  onCategoryChange: (v: string) => void
  categories: Category[]
  /** Matches per category under the other filters (the list's facet); absent while unknown. */
  counts?: ReadonlyMap<string, number>
  sort: BookSort
  onSortChange: (v: BookSort) => void
  fourStarsUp: boolean
  onFourStarsUpChange: (on: boolean) => void
}) {
  const id = useId()
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <SearchField
        label={tr.books.searchLabel}
        placeholder={tr.books.searchPlaceholder}
        value={text}
        onChange={onTextChange}
      />
      <div>
        <label htmlFor={`${id}-cat`} className="mb-1 block text-sm font-medium text-stone-700">
          {tr.books.categoryLabel}
        </label>
        <select
          id={`${id}-cat`}
          value={category}
          onChange={(e) => onCategoryChange(e.target.value)}
          className={control}
        >
          <option value="">{tr.books.allCategories}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {counts ? fmt(tr.books.categoryWithCount, { name: c.name, n: counts.get(c.id) ?? 0 }) : c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="mb-1 block text-sm font-medium text-stone-700">
          {tr.books.sortLabel}
        </label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(e) => onSortChange(e.target.value as BookSort)}
          className={control}
        >
          {bookSorts.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-stone-700 md:col-span-3">
        <input
          type="checkbox"
          checked={fourStarsUp}
          onChange={(e) => onFourStarsUpChange(e.target.checked)}
          className="h-4 w-4 rounded border-stone-300 accent-amber-600"
        />
        {tr.reviews.filterFourPlus}
      </label>
    </div>
  )
}
