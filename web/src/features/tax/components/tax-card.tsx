import { trPanels } from '@/i18n/panels'
import { KdvSelect } from '@/components/admin/kdv-select'
import { SettingsCard } from '@/components/admin/settings-card'
import { useSaveTaxSettings, useTaxSettings, type TaxSettings } from '@/api/tax'
import { kdvValue, parseKdv, type KdvClass } from '@/lib/kdv'

const t = trPanels.tax

const FIELDS = ['book', 'shipping', 'ebook'] as const
type Field = (typeof FIELDS)[number]

const labels: Record<Field, { label: string; hint: string }> = {
  book: { label: t.bookDefault, hint: t.bookDefaultHint },
  shipping: { label: t.shipping, hint: t.shippingHint },
  ebook: { label: t.ebook, hint: t.ebookHint },
}

const initial = (saved: TaxSettings): Record<Field, string> => ({
  book: kdvValue(saved.book),
  shipping: kdvValue(saved.shipping),
  ebook: kdvValue(saved.ebook),
})

function toBody(values: Record<Field, string>) {
  const cls = (f: Field): KdvClass => parseKdv(values[f]) ?? { rate: 0, exemption: '' }
  return { body: { book: cls('book'), shipping: cls('shipping'), ebook: cls('ebook') } }
}

/** The KDV card of /admin/ayarlar: the default class of books, the class of shipping and of e-books. */
export function TaxCard() {
  return (
    <SettingsCard
      id="tax"
      texts={t}
      query={useTaxSettings()}
      save={useSaveTaxSettings()}
      formKey={(s) => Object.values(initial(s)).join('/')}
      initial={initial}
      toBody={toBody}
      columns={3}
    >
      {({ values, set, errors, saved }) =>
        FIELDS.map((f) => (
          <KdvSelect
            key={f}
            name={f}
            label={labels[f].label}
            hint={labels[f].hint}
            rates={saved.rates}
            exemptions={saved.exemptions}
            current={values[f]}
            value={values[f]}
            error={errors[f]}
            onChange={(e) => set({ [f]: e.target.value })}
          />
        ))
      }
    </SettingsCard>
  )
}
