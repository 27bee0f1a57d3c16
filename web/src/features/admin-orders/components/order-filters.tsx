import { useSearchParams } from 'react-router'
import { SelectField } from '@/components/ui/form-field'
import { useUpdateSearchParams } from '@/hooks/use-update-search-params'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminOrders

const statuses = Object.keys(m.statusOptions) as (keyof typeof m.statusOptions)[]
const payments = Object.keys(m.paymentOptions) as (keyof typeof m.paymentOptions)[]

/**
 * The orders list's status and payment filters, kept in the URL (`durum`,
 * `odeme`) and applied by the server; an unknown value is no filter. A
 * change goes back to the first page.
 */
export function useOrderFilters() {
  const [params] = useSearchParams()
  const update = useUpdateSearchParams()
  const pick = <T extends string>(key: string, known: readonly T[]): T | '' => {
    const v = params.get(key) ?? ''
    return (known as readonly string[]).includes(v) ? (v as T) : ''
  }
  const set = (key: string, value: string) =>
    update(
      (next) => {
        if (value) next.set(key, value)
        else next.delete(key)
        next.delete('sayfa')
      },
      { replace: true },
    )
  return {
    status: pick('durum', statuses),
    payment: pick('odeme', payments),
    setStatus: (v: string) => set('durum', v),
    setPayment: (v: string) => set('odeme', v),
  }
}

export type OrderFilterState = ReturnType<typeof useOrderFilters>

export function OrderFilters({ status, payment, setStatus, setPayment }: OrderFilterState) {
  return (
    <div className="mt-3 grid max-w-md grid-cols-1 gap-3 sm:grid-cols-2">
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
    </div>
  )
}
