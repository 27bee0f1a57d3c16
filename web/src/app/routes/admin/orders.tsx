import { useState } from 'react'
import { fmt } from '@/i18n'
import { AdminListPage } from '@/components/admin/list-page'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useListParams } from '@/hooks/use-list-params'
import { useQueryErrorToast } from '@/hooks/use-query-error-toast'
import { ADMIN_ORDERS_PAGE_SIZE, useAdminOrders } from '@/features/admin-orders/api/get-orders'
import type { AdminOrder } from '@/features/admin-orders/api/types'
import { CancelOrderDialog } from '@/features/admin-orders/components/cancel-order-dialog'
import { DeliverOrderDialog } from '@/features/admin-orders/components/deliver-order-dialog'
import { OrderFilters, useOrderFilters } from '@/features/admin-orders/components/order-filters'
import { OrderDetailDialog } from '@/features/admin-orders/components/order-detail-dialog'
import { OrdersTable } from '@/features/admin-orders/components/orders-table'
import { ShipDialog } from '@/features/admin-orders/components/ship-dialog'
import { useApiCarrier, usePrepareShipments, type PrepareResult } from '@/features/admin-orders/api/shipments'
import { BulkShipBar } from '@/features/admin-orders/components/bulk-ship-bar'
import { PrepareResultDialog } from '@/features/admin-orders/components/prepare-result-dialog'
import { useOrderSelection } from '@/features/admin-orders/components/use-order-selection'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminOrders
const ms = trPanels.adminShipments

type Open = { kind: 'view' | 'ship' | 'deliver' | 'cancel'; order: AdminOrder } | null

/**
 * /admin/siparisler?q=&sayfa=&durum=&odeme=&yontem=&kargo=: the
 * orders, searched and paged on the server; detail, confirm (pending), ship
 * (confirmed), deliver (shipped) and cancel with refund (pending and
 * confirmed). With a carrier the shop reaches through its API, the page's
 * orders can be ticked and the confirmed ones prepared at the carrier at
 * once ('Kargoya hazırla'), their labels printed from the result.
 */
export function AdminOrdersPage() {
  useDocumentTitle(m.title)
  const params = useListParams()
  const filters = useOrderFilters()
  const orders = useAdminOrders({
    q: params.q,
    page: params.page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
    status: filters.status,
    payment: filters.payment,
    carrier: filters.carrier,
    method: filters.method,
  })
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  const apiCarrier = useApiCarrier()
  const selection = useOrderSelection(orders.data?.items ?? [])
  const prepare = usePrepareShipments()
  const [result, setResult] = useState<PrepareResult | null>(null)

  async function prepareSelected(orderIds: string[]) {
    try {
      setResult(await prepare.mutateAsync(orderIds))
      selection.clear()
    } catch (err) {
      notify.error(serverMessageOr(err, ms.prepareError))
    }
  }

  useQueryErrorToast(orders.isError, m.loadError)

  return (
    <>
      <AdminListPage
        texts={m}
        params={params}
        query={orders}
        filters={<OrderFilters {...filters} />}
        filtered={filters.status !== '' || filters.payment !== '' || filters.carrier !== '' || filters.method !== ''}
        summary={(total) => (
          <>
            <p role="status" className="mb-3 text-sm text-stone-600">
              {fmt(m.resultCount, { n: total })}
            </p>
            {apiCarrier ? (
              <BulkShipBar
                selection={selection}
                carrier={apiCarrier}
                busy={prepare.isPending}
                onPrepare={(ids) => void prepareSelected(ids)}
              />
            ) : null}
          </>
        )}
      >
        {(items) => (
          <OrdersTable
            orders={items}
            selection={apiCarrier ? selection : undefined}
            onView={(order) => setOpen({ kind: 'view', order })}
            onShip={(order) => setOpen({ kind: 'ship', order })}
            onDeliver={(order) => setOpen({ kind: 'deliver', order })}
            onCancel={(order) => setOpen({ kind: 'cancel', order })}
          />
        )}
      </AdminListPage>

      {open?.kind === 'view' ? <OrderDetailDialog order={open.order} onClose={close} /> : null}
      {open?.kind === 'ship' ? <ShipDialog order={open.order} onClose={close} /> : null}
      {open?.kind === 'deliver' ? <DeliverOrderDialog order={open.order} onClose={close} /> : null}
      {open?.kind === 'cancel' ? <CancelOrderDialog order={open.order} onClose={close} /> : null}
      {result ? <PrepareResultDialog result={result} onClose={() => setResult(null)} /> : null}
    </>
  )
}
