import { trPanels } from '@/i18n/panels'
import type { AdminOrder } from '../api/types'

const mp = trPanels.payments

const stateTone = {
  awaited: 'text-amber-800',
  partial: 'font-semibold text-red-700',
  paid: 'text-green-800',
  excess: 'font-semibold text-purple-800',
} as const

/** The order's payment method (the server's label) and, for havale/EFT, where its recorded money stands. */
export function OrderMethodCell({ order }: { order: AdminOrder }) {
  const method = order.paymentMethod ?? 'card'
  const state = order.transferState
  return (
    <span data-testid="order-method">
      <span className="block text-sm whitespace-nowrap text-stone-900">
        {order.paymentMethodLabel || mp.methodOptions[method]}
      </span>
      {method === 'transfer' && state ? (
        <span className={`block text-xs ${stateTone[state]}`}>{order.transferStateLabel || mp.states[state]}</span>
      ) : null}
    </span>
  )
}
