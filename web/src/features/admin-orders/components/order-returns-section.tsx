import { useAdminOrderReturns } from '../api/returns'
import { OrderReturnsList } from './returns-table'
import { trPanels } from '@/i18n/panels'

/** The order detail's 'İade Talepleri' (delivered orders only; others cannot have any). */
export function OrderReturnsSection({ orderId }: { orderId: string }) {
  const returns = useAdminOrderReturns(orderId)
  if (!returns.data) return null
  return (
    <section aria-labelledby="admin-order-returns">
      <h3 id="admin-order-returns" className="font-serif text-lg font-bold text-stone-900">
        {trPanels.returns.orderSection}
      </h3>
      <OrderReturnsList items={returns.data.requests} />
    </section>
  )
}
