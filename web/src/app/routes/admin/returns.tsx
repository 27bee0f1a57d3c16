import { useSearchParams } from 'react-router'
import { fmt } from '@/i18n'
import { Pagination } from '@/components/pagination'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useQueryErrorToast } from '@/hooks/use-query-error-toast'
import { usePageParam } from '@/hooks/use-url-search-text'
import { ADMIN_RETURNS_PAGE_SIZE, useAdminReturns } from '@/features/admin-orders/api/returns'
import { ReturnsTable } from '@/features/admin-orders/components/returns-table'
import { trPanels } from '@/i18n/panels'

const t = trPanels.returns
const states = ['requested', 'awaiting', 'received', 'refunded', 'rejected'] as const
const stateLabels: Record<(typeof states)[number], string> = t.stateLabels
const field =
  'rounded-md border border-stone-300 bg-white px-3 py-2 text-sm focus:border-amber-500 focus:ring-2 focus:ring-amber-200 focus:outline-none'

/**
 * /admin/iadeler?durum=&baslangic=&bitis=&sayfa=: the return and
 * withdrawal requests, filtered on the server by state and day, with the
 * refund due date (14 days after the request) highlighted and the steps.
 */
export function AdminReturnsPage() {
  useDocumentTitle(t.adminTitle)
  const [params, setParams] = useSearchParams()
  const [page, setPage] = usePageParam()
  const state = params.get('durum') ?? ''
  const from = params.get('baslangic') ?? ''
  const to = params.get('bitis') ?? ''
  const list = useAdminReturns({ state, from, to, page, pageSize: ADMIN_RETURNS_PAGE_SIZE })
  useQueryErrorToast(list.isError, t.loadError)
  const set = (name: string, value: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev)
      if (value) p.set(name, value)
      else p.delete(name)
      p.delete('sayfa')
      return p
    })
  const filtered = state !== '' || from !== '' || to !== ''

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-stone-900">{t.adminTitle}</h1>
      <p className="mt-1 text-stone-600">{t.adminSubtitle}</p>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <label className="text-sm font-medium text-stone-700">
          <span className="mb-1 block">{t.filterState}</span>
          <select value={state} onChange={(e) => set('durum', e.target.value)} className={field}>
            <option value="">{t.allStates}</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {stateLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-stone-700">
          <span className="mb-1 block">{t.filterFrom}</span>
          <input type="date" value={from} onChange={(e) => set('baslangic', e.target.value)} className={field} />
        </label>
        <label className="text-sm font-medium text-stone-700">
          <span className="mb-1 block">{t.filterTo}</span>
          <input type="date" value={to} onChange={(e) => set('bitis', e.target.value)} className={field} />
        </label>
      </div>
      <div className="mt-6">
        {!list.data ? (
          list.isError ? null : (
            <Spinner />
          )
        ) : list.data.items.length === 0 ? (
          <p className="rounded-lg border border-stone-200 bg-white px-4 py-6 text-center text-stone-600">
            {filtered ? t.emptyFilter : t.empty}
          </p>
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-stone-600">
              {fmt(t.resultCount, { n: list.data.total })}
            </p>
            <ReturnsTable items={list.data.items} />
            <Pagination
              page={page}
              pageCount={Math.ceil(list.data.total / list.data.pageSize)}
              onPageChange={setPage}
            />
          </>
        )}
      </div>
    </section>
  )
}
