import { SelectField } from '@/components/ui/form-field'
import { useListFilters } from '@/hooks/use-list-filters'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminOrders
const ms = trPanels.adminShipments
const mp = trPanels.payments

const statuses = Object.keys(m.statusOptions) as (keyof typeof m.statusOptions)[]
const payments = Object.keys(m.paymentOptions) as (keyof typeof m.paymentOptions)[]
const methods = Object.keys(mp.methodOptions) as (keyof typeof mp.methodOptions)[]

/**
 * The orders list's status, payment, payment method and carrier filters,
 * kept in the URL (`durum`, `odeme`, `yontem`, `kargo`) and applied by the server; an unknown value
 * is no filter. A change goes back to the first page.
 */
export function useOrderFilters() {
  const { pick, set } = useListFilters()
  return {
    status: pick('durum', statuses),
    payment: pick('odeme', payments),
    carrier: pick('kargo', m.cargoCompanies),
    method: pick('yontem', methods),
    setStatus: (v: string) => set('durum', v),
    setPayment: (v: string) => set('odeme', v),
    setCarrier: (v: string) => set('kargo', v),
    setMethod: (v: string) => set('yontem', v),
  }
}

export type OrderFilterState = ReturnType<typeof useOrderFilters>

export function OrderFilters({
  status,
  payment,
  carrier,
  method,
  setStatus,
  setPayment,
  setCarrier,
  setMethod,
}: OrderFilterState) {
  return (
    <div className="mt-3 grid max-w-4xl grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        id="order-filter-status"
        label={m.filterStatus}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      >
        <option value="">{m.filterAll}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {m.statusOptions[s]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="order-filter-payment"
        label={m.filterPayment}
        value={payment}
        onChange={(e) => setPayment(e.target.value)}
      >
        <option value="">{m.filterAll}</option>
        {payments.map((p) => (
          <option key={p} value={p}>
            {m.paymentOptions[p]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="order-filter-method"
        label={mp.filterMethod}
        value={method}
        onChange={(e) => setMethod(e.target.value)}
      >
        <option value="">{m.filterAll}</option>
        {methods.map((v) => (
          <option key={v} value={v}>
            {mp.methodOptions[v]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="order-filter-carrier"
        label={ms.filterCarrier}
        value={carrier}
        onChange={(e) => setCarrier(e.target.value)}
      >
        <option value="">{m.filterAll}</option>
        {m.cargoCompanies.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
