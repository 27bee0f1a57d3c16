import { fmt, tr } from '@/i18n'
import { Button } from './ui/button'

/** Page numbers to show: the first, the last and two around the current one. */
export function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount))
  const sorted = [...pages].sort((a, b) => a - b)
  const out: Array<number | 'gap'> = []
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1]
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? p - 1 : 'gap')
    out.push(p)
  })
  return out
}

const btn =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium transition'

export function Pagination({
  page,
  pageCount,
  onPageChange,
}: {
  page: number
  pageCount: number
  onPageChange: (page: number) => void
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={tr.pagination.label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      <Button
        variant="bare"
        className={`${btn} border-stone-300 bg-white text-stone-700 hover:bg-stone-50`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {tr.pagination.previous}
      </Button>
      {pageWindow(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-400">
            …
          </span>
        ) : (
          <Button
            key={p}
            variant="bare"
            aria-label={fmt(tr.pagination.page, { n: p })}
            aria-current={p === page ? 'page' : undefined}
            className={`${btn} ${
              p === page
                ? 'border-amber-700 bg-amber-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-50'
            }`}
            onClick={() => p !== page && onPageChange(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button
        variant="bare"
        className={`${btn} border-stone-300 bg-white text-stone-700 hover:bg-stone-50`}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        {tr.pagination.next}
      </Button>
    </nav>
  )
}
