import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { Pagination } from '@/components/pagination'
import { QueryState } from '@/components/query-state'
import { SearchField } from '@/components/search-field'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageParam, useUrlSearchText } from '@/hooks/use-url-search-text'
import { ADMIN_REVIEWS_PAGE_SIZE, useAdminReviews } from '@/features/admin-reviews/api/reviews'
import { ReviewQueue } from '@/features/admin-reviews/components/review-queue'

const t = tr.reviews
const statuses = [
  ['all', t.adminAll],
  ['pending', t.statusPending],
  ['published', t.statusPublished],
  ['rejected', t.statusRejected],
  ['hidden', t.statusHidden],
] as const

/** /admin/yorumlar?durum=&q=&sayfa=: the moderation queue, reported reviews first. */
export function AdminReviewsPage() {
  useDocumentTitle(t.adminTitle)
  const id = useId()
  const [params, setParams] = useSearchParams()
  const [text, setText] = useUrlSearchText('q')
  const [page, setPage] = usePageParam()
  const status = params.get('durum') ?? 'all'
  const list = useAdminReviews({ status, q: (params.get('q') ?? '').trim(), page })
  const data = list.data

  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold text-stone-900">{t.adminTitle}</h1>
      <p className="mt-1 text-stone-600">{t.adminSubtitle}</p>
      {data ? (
        <p className="mt-3 rounded-md border border-stone-200 bg-white px-4 py-3 text-sm text-stone-600">
          {data.publishAtOnce ? t.adminModeAfter : t.adminModeBefore}
        </p>
      ) : null}
      <div className="mt-6 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SearchField label={t.adminSearch} placeholder={t.adminSearch} value={text} onChange={setText} />
        <div>
          <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-stone-700">
            {t.adminStatus}
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) =>
              setParams((prev) => {
                const p = new URLSearchParams(prev)
                if (e.target.value === 'all') p.delete('durum')
                else p.set('durum', e.target.value)
                p.delete('sayfa')
                return p
              })
            }
            className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm"
          >
            {statuses.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-6">
        <QueryState
          query={list}
          keepDataOnError
          isEmpty={(page) => page.items.length === 0}
          empty={<p className="text-stone-600">{t.adminEmpty}</p>}
        >
          {(data) => (
            <>
              <p role="status" className="mb-3 text-sm text-stone-600">
                {fmt(t.reviewCount, { n: data.total })}
              </p>
              <ReviewQueue items={data.items} />
              <Pagination
                page={page}
                pageCount={Math.ceil(data.total / ADMIN_REVIEWS_PAGE_SIZE)}
                onPageChange={setPage}
              />
            </>
          )}
        </QueryState>
      </div>
    </section>
  )
}
