import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { Pagination } from '@/components/pagination'
import { QueryError } from '@/components/query-error'
import { SearchField } from '@/components/search-field'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageParam, useUrlSearchText } from '@/hooks/use-url-search-text'
import { notify } from '@/lib/notify'
import { ADMIN_ORDERS_PAGE_SIZE, useAdminOrders } from '@/features/admin-orders/api/get-orders'
import type { AdminOrder } from '@/features/admin-orders/api/types'
import { CancelOrderDialog } from '@/features/admin-orders/components/cancel-order-dialog'
import { OrderDetailDialog } from '@/features/admin-orders/components/order-detail-dialog'
import { OrdersTable } from '@/features/admin-orders/components/orders-table'
import { ShipDialog } from '@/features/admin-orders/components/ship-dialog'

const m = tr.adminOrders

type Open = { kind: 'view' | 'ship' | 'cancel'; order: AdminOrder } | null

/**
 * /admin/siparisler?q=&sayfa= (panels.md 'Admin Orders', §4, §5, §8): the
 * orders, searched and paged on the server; detail, confirm (pending), ship
 * (confirmed), deliver (shipped: the spec shows no control, the product has
 * one) and cancel with refund (pending and confirmed).
 */
export function AdminOrdersPage() {
  useDocumentTitle(m.title)
  const [params] = useSearchParams()
  const [text, setText] = useUrlSearchText('q')
  const q = (params.get('q') ?? '').trim()
  const [page, setPage] = usePageParam()
  const orders = useAdminOrders({ q, page, pageSize: ADMIN_ORDERS_PAGE_SIZE })
  const data = orders.data
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)

  useEffect(() => {
    if (orders.isError) notify.error(m.loadError)
  }, [orders.isError])

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{m.title}</h1>
      <p className="mt-1 text-stone-600">{m.subtitle}</p>

      <SearchField
        className="mt-6 max-w-md"
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={text}
        onChange={setText}
      />

      <div className="mt-6" aria-busy={orders.isFetching || undefined}>
        {orders.isPending ? (
          <Spinner />
        ) : orders.isError && !data ? (
          <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
        ) : data && data.items.length === 0 ? (
          <EmptyState title={q ? m.emptySearch : m.empty} />
        ) : data ? (
          <>
            <p role="status" className="mb-3 text-sm text-stone-600">
              {fmt(m.resultCount, { n: data.total })}
            </p>
            <div className={orders.isPlaceholderData ? 'opacity-60' : undefined}>
              <OrdersTable
                orders={data.items}
                onView={(order) => setOpen({ kind: 'view', order })}
                onShip={(order) => setOpen({ kind: 'ship', order })}
                onCancel={(order) => setOpen({ kind: 'cancel', order })}
              />
            </div>
            <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
          </>
        ) : null}
      </div>

      {open?.kind === 'view' ? <OrderDetailDialog order={open.order} onClose={close} /> : null}
      {open?.kind === 'ship' ? <ShipDialog order={open.order} onClose={close} /> : null}
      {open?.kind === 'cancel' ? <CancelOrderDialog order={open.order} onClose={close} /> : null}
    </section>
  )
}
