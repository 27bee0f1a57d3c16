import { SelectField } from '@/components/ui/form-field'
import { useListFilters } from '@/hooks/use-list-filters'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminOrders
const ms = trPanels.adminShipments

const statuses = Object.keys(m.statusOptions) as (keyof typeof m.statusOptions)[]
const payments = Object.keys(m.paymentOptions) as (keyof typeof m.paymentOptions)[]

/**
 * The orders list's status, payment and carrier filters, kept in the URL
 * (`durum`, `odeme`, `kargo`) and applied by the server; an unknown value
 * is no filter. A change goes back to the first page.
 */
export function useOrderFilters() {
  const { pick, set } = useListFilters()
  return {
    status: pick('durum', statuses),
    payment: pick('odeme', payments),
    carrier: pick('kargo', m.cargoCompanies),
    setStatus: (v: string) => set('durum', v),
    setPayment: (v: string) => set('odeme', v),
    setCarrier: (v: string) => set('kargo', v),
  }
}

export type OrderFilterState = ReturnType<typeof useOrderFilters>

export function OrderFilters({ status, payment, carrier, setStatus, setPayment, setCarrier }: OrderFilterState) {
  return (
    <div className="mt-3 grid max-w-2xl grid-cols-1 gap-3 sm:grid-cols-3">
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
