import { Link } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { QueryState } from '@/components/query-state'
import { useOrders } from '@/features/orders/api/get-orders'
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { formatDate, formatPrice } from '@/lib/format'
import { paths } from '@/lib/paths'
import { ButtonLink } from '@/components/ui/button'
import { FallbackImage, PLACEHOLDER_COVER } from '@/components/fallback-image'

/** /siparislerim (role user; lazy route). */
export function OrdersPage() {
  useDocumentTitle(tr.orders.title)
  const orders = useOrders()

  return (
    <>
      <PageHeader title={tr.orders.title} subtitle={tr.orders.subtitle} />
      <div className="mx-auto max-w-5xl px-4 py-8">
        <QueryState
          query={orders}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              title={tr.orders.empty}
              action={
                <ButtonLink to={paths.books()} size="lg">
                  {tr.orders.browse}
                </ButtonLink>
              }
            />
          }
        >
          {(data) => (
            <ul className="space-y-4">
              {data.map((o) => (
                <li
                  key={o.id}
                  className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 items-center gap-4">
                    {/* The first book's cover, so an order is recognised at a glance. */}
                    <FallbackImage
                      src={o.items[0]?.coverUrl ?? null}
                      fallback={PLACEHOLDER_COVER}
                      alt=""
                      className="h-20 w-14 shrink-0 rounded border border-stone-200 bg-stone-100 object-cover"
                    />
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-3">
                        <h2 className="font-mono text-lg font-bold text-stone-900">
                          {fmt(tr.orders.number, { number: o.number })}
                        </h2>
                        <OrderStatusBadge status={o.status} label={o.statusLabel} />
                      </div>
                      <p className="mt-1 text-sm text-stone-600">
                        <span className="sr-only">{tr.orders.date}: </span>
                        <time dateTime={o.createdAt}>{formatDate(o.createdAt)}</time>
                        {' · '}
                        {fmt(tr.orders.itemCount, { n: o.items.reduce((n, l) => n + l.quantity, 0) })}
                      </p>
                    </div>
                  </div>
                  <div className="flex items-center gap-5">
                    <p className="text-lg font-bold text-stone-900">
                      {/* What the card was charged (instalment interest included) once paid. */}
                      <span className="sr-only">{o.paidAmount > 0 ? tr.orders.chargedTotal : tr.orders.total}: </span>
                      {formatPrice(o.paidAmount > 0 ? o.paidAmount : o.total)}
                    </p>
                    <Link
                      to={paths.order(o.id)}
                      className="rounded-md border border-amber-600 px-4 py-2 text-sm font-semibold text-amber-700 hover:bg-amber-50"
                    >
                      {tr.orders.detail}
                      <span className="sr-only"> {fmt(tr.orders.number, { number: o.number })}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </>
  )
}
