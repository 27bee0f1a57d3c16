import { useSearchParams } from 'react-router'
import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { BANK_REFUNDS_PAGE_SIZE, useBankRefunds, type BankRefundState } from '@/api/bank-transfers'
import { AdminPageHeading } from '@/components/admin/page-heading'
import { EmptyState } from '@/components/empty-state'
import { Pagination } from '@/components/pagination'
import { QueryError } from '@/components/query-error'
import { SelectField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { BankRefundsTable } from '@/features/payments/components/bank-refunds-table'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageParam } from '@/hooks/use-url-search-text'

const mp = trPanels.payments
const t = mp.refundsPage
const states: BankRefundState[] = ['awaiting_iban', 'due', 'done']

/**
 * /admin/iadeler-banka?durum=&sayfa=: 'Yapılacak iadeler', the refunds of
 * havale/EFT and kapıda ödeme orders to make by bank transfer, the nearest
 * deadline first, filtered by state on the server.
 */
export function AdminBankRefundsPage() {
  useDocumentTitle(t.title)
  const [params, setParams] = useSearchParams()
  const [page, setPage] = usePageParam()
  const raw = params.get('durum') ?? ''
  const state = (states as string[]).includes(raw) ? raw : ''
  const list = useBankRefunds({ state, page })
  const setState = (v: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev)
      if (v) p.set('durum', v)
      else p.delete('durum')
      p.delete('sayfa')
      return p
    })
  const data = list.data
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeading title={t.title} subtitle={t.subtitle} />
      <div className="mt-6 max-w-xs">
        <SelectField
          id="bank-refund-state"
          label={t.filterState}
          value={state}
          onChange={(e) => setState(e.target.value)}
        >
          <option value="">{t.all}</option>
          {states.map((s) => (
            <option key={s} value={s}>
              {mp.refundStates[s]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-6" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <Spinner />
        ) : list.isError && !data ? (
          <QueryError error={list.error} message={t.loadError} onRetry={() => void list.refetch()} />
        ) : !data || data.items.length === 0 ? (
          <EmptyState title={state ? t.emptyFilter : t.empty} />
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-stone-600">
              {fmt(t.resultCount, { n: data.total })}
            </p>
            <div className={list.isPlaceholderData ? 'opacity-60' : undefined}>
              <BankRefundsTable items={data.items} />
            </div>
            <Pagination page={page} pageCount={Math.ceil(data.total / BANK_REFUNDS_PAGE_SIZE)} onPageChange={setPage} />
          </>
        )}
      </div>
    </section>
  )
}
