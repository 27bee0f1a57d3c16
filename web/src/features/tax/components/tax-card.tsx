import { useState, type FormEvent } from 'react'
import { trPanels } from '@/i18n/panels'
import { KdvSelect } from '@/components/admin/kdv-select'
import { SaveButton } from '@/components/ui/form-buttons'
import { QueryError } from '@/components/query-error'
import { Spinner } from '@/components/ui/spinner'
import { useSaveTaxSettings, useTaxSettings, type TaxSettings } from '@/api/tax'
import { describeError, serverMessageOr } from '@/lib/errors'
import { kdvValue, parseKdv, type KdvClass } from '@/lib/kdv'
import { notify } from '@/lib/notify'

const t = trPanels.tax

/** The KDV card of /admin/ayarlar: the default class of books, the class of shipping and of e-books. */
export function TaxCard() {
  const settings = useTaxSettings()
  return (
    <section aria-labelledby="tax-title" className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="tax-title" className="font-serif text-lg font-bold text-stone-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.intro}</p>
      {settings.isPending ? (
        <Spinner />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        // Keyed by the saved settings, so the selects show what the server holds after a save.
        <TaxForm
          key={[settings.data.book, settings.data.shipping, settings.data.ebook].map(kdvValue).join('/')}
          saved={settings.data}
        />
      )}
    </section>
  )
}

const FIELDS = ['book', 'shipping', 'ebook'] as const
type Field = (typeof FIELDS)[number]

const labels: Record<Field, { label: string; hint: string }> = {
  book: { label: t.bookDefault, hint: t.bookDefaultHint },
  shipping: { label: t.shipping, hint: t.shippingHint },
  ebook: { label: t.ebook, hint: t.ebookHint },
}

function TaxForm({ saved }: { saved: TaxSettings }) {
  const save = useSaveTaxSettings()
  const [values, setValues] = useState<Record<Field, string>>({
    book: kdvValue(saved.book),
    shipping: kdvValue(saved.shipping),
    ebook: kdvValue(saved.ebook),
  })
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const cls = (f: Field): KdvClass => parseKdv(values[f]) ?? { rate: 0, exemption: '' }
    try {
      await save.mutateAsync({ book: cls('book'), shipping: cls('shipping'), ebook: cls('ebook') })
      setErrors({})
      notify.success(t.saved)
    } catch (err) {
      setErrors(describeError(err).fieldErrors)
      notify.error(serverMessageOr(err, t.saveError))
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 grid gap-4 sm:grid-cols-3">
      {FIELDS.map((f) => (
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
          onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
        />
      ))}
      <div className="sm:col-span-3">
        <SaveButton busy={save.isPending} texts={t} />
      </div>
    </form>
  )
}
