import { SelectField, TextField } from '@/components/ui/form-field'
import { useListFilters } from '@/hooks/use-list-filters'
import type { InvoiceKind, InvoiceStatus } from '@/api/invoices'
import { trPanels } from '@/i18n/panels'

const t = trPanels.invoices

const statuses = Object.keys(t.statusLabels) as InvoiceStatus[]
const kinds = Object.keys(t.kindLabels) as InvoiceKind[]
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v)

/**
 * The invoice list's filters, kept in the URL (`durum`, `tur`, `baslangic`,
 * `bitis`) and applied by the server; an unknown value is no filter. A
 * change goes back to the first page.
 */
export function useInvoiceFilters() {
  const { pick, matching, set } = useListFilters()
  return {
    status: pick('durum', statuses),
    kind: pick('tur', kinds),
    from: matching('baslangic', isDay),
    to: matching('bitis', isDay),
    setStatus: (v: string) => set('durum', v),
    setKind: (v: string) => set('tur', v),
    setFrom: (v: string) => set('baslangic', v),
    setTo: (v: string) => set('bitis', v),
  }
}

export type InvoiceFilterState = ReturnType<typeof useInvoiceFilters>

export function InvoiceFilters(f: InvoiceFilterState) {
  return (
    <div className="mt-3 grid grid-cols-2 gap-3 lg:max-w-4xl lg:grid-cols-4">
      <SelectField
        id="invoice-filter-status"
        label={t.filterStatus}
        value={f.status}
        onChange={(e) => f.setStatus(e.target.value)}
      >
        <option value="">{t.filterAll}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {t.statusLabels[s]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="invoice-filter-kind"
        label={t.filterKind}
        value={f.kind}
        onChange={(e) => f.setKind(e.target.value)}
      >
        <option value="">{t.filterAll}</option>
        {kinds.map((k) => (
          <option key={k} value={k}>
            {t.kindLabels[k]}
          </option>
        ))}
      </SelectField>
      <TextField
        id="invoice-filter-from"
        type="date"
        label={t.filterFrom}
        value={f.from}
        max={f.to || undefined}
        onChange={(e) => f.setFrom(e.target.value)}
      />
      <TextField
        id="invoice-filter-to"
        type="date"
        label={t.filterTo}
        value={f.to}
        min={f.from || undefined}
        onChange={(e) => f.setTo(e.target.value)}
      />
    </div>
  )
}
