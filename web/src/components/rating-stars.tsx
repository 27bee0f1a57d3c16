import { fmt, tr } from '@/i18n'
import { formatRating } from '@/lib/format'

const STAR = 'M12 2l2.9 6.3 6.9.7-5.2 4.7 1.5 6.8L12 17l-6.1 3.5 1.5-6.8L2.2 9l6.9-.7z'

/** Five stars filled to `value` (0-5, partial stars by width); decorative, the caller gives the text. */
export function Stars({ value, className = 'h-4 w-4' }: { value: number; className?: string }) {
  return (
    <span className="inline-flex items-center" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i))
        return (
          <span key={i} className={`relative inline-block ${className}`}>
            <svg viewBox="0 0 24 24" className="absolute inset-0 h-full w-full fill-stone-300">
              <path d={STAR} />
            </svg>
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <svg viewBox="0 0 24 24" className={`h-full fill-amber-500 ${className}`}>
                <path d={STAR} />
              </svg>
            </span>
          </span>
        )
      })}
    </span>
  )
}

/** The text alternative of a rating: '5 üzerinden 4,3 puan, 12 değerlendirme'. */
export function ratingLabel(average: number, count: number): string {
  if (count === 0) return tr.reviews.starsLabelNone
  return fmt(tr.reviews.starsLabel, { avg: formatRating(average), n: count })
}

/** A book's average and count as cards and the detail show them (nothing without ratings unless `showEmpty`). */
export function RatingSummaryLine({
  average,
  count,
  size = 'sm',
  showEmpty = false,
}: {
  average: number
  count: number
  size?: 'sm' | 'lg'
  showEmpty?: boolean
}) {
  if (count === 0 && !showEmpty) return null
  const big = size === 'lg'
  return (
    <p className={`flex items-center gap-1.5 ${big ? 'text-base' : 'text-sm'} text-stone-600`}>
      <span className="sr-only">{ratingLabel(average, count)}</span>
      <Stars value={average} className={big ? 'h-5 w-5' : 'h-4 w-4'} />
      {count > 0 ? (
        <span aria-hidden="true">
          <span className="font-semibold text-stone-800">{formatRating(average)}</span> (
          {fmt(tr.reviews.count, { n: count })})
        </span>
      ) : (
        <span aria-hidden="true">{tr.reviews.starsLabelNone}</span>
      )}
    </p>
  )
}
