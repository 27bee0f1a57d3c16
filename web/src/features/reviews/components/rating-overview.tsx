import { fmt, tr } from '@/i18n'
import { Stars, ratingLabel } from '@/components/rating-stars'
import { formatRating } from '@/lib/format'

/** The book's average (one decimal), its count and the 5 → 1 distribution bars. */
export function RatingOverview({
  average,
  count,
  distribution,
}: {
  average: number
  count: number
  /** Counts of 1 to 5 stars (index 0 is one star). */
  distribution: number[]
}) {
  return (
    <div className="grid gap-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center">
      <div className="text-center sm:pr-6">
        <p className="font-serif text-5xl font-bold text-stone-900" aria-hidden="true">
          {count > 0 ? formatRating(average) : '–'}
        </p>
        <div className="mt-2 flex justify-center">
          <Stars value={average} className="h-5 w-5" />
        </div>
        <p className="sr-only">{ratingLabel(average, count)}</p>
        <p className="mt-1 text-sm text-stone-600" aria-hidden="true">
          {fmt(tr.reviews.count, { n: count })}
        </p>
      </div>
      <ul aria-label={tr.reviews.distribution} className="space-y-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = distribution[stars - 1] ?? 0
          const pct = count > 0 ? Math.round((n / count) * 100) : 0
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="sr-only">{fmt(tr.reviews.distributionRow, { stars, n })}</span>
              <span aria-hidden="true" className="w-16 shrink-0 text-stone-600">
                {fmt(tr.reviews.starsShort, { n: stars })}
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${pct}%` }} />
              </span>
              <span aria-hidden="true" className="w-8 shrink-0 text-right text-stone-600">
                {n}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
