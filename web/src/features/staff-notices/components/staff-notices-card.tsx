import { useState, type FormEvent } from 'react'
import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { SaveButton } from '@/components/ui/form-buttons'
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field'
import { QueryState } from '@/components/query-state'
import { describeError, serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useSaveStaffNoticeSettings, useStaffNoticeSettings, type StaffNoticeSettings } from '../api/staff-notices'

const t = trPanels.staffNotices
const hours = Array.from({ length: 24 }, (_, h) => h)

/** The staff notices card of /admin/ayarlar: the mailing list and how it is mailed, the digest hour, the low-stock default. */
export function StaffNoticesCard() {
  const settings = useStaffNoticeSettings()
  return (
    <section
      aria-labelledby="staff-notices-title"
      className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="staff-notices-title" className="font-serif text-lg font-bold text-stone-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.intro}</p>
      <QueryState query={settings}>{(data) => <StaffNoticesForm key={JSON.stringify(data)} saved={data} />}</QueryState>
    </section>
  )
}

function StaffNoticesForm({ saved }: { saved: StaffNoticeSettings }) {
  const save = useSaveStaffNoticeSettings()
  const [recipients, setRecipients] = useState(saved.recipients)
  const [listDelivery, setListDelivery] = useState(saved.listDelivery)
  const [digestHour, setDigestHour] = useState(saved.digestHour)
  const [lowStock, setLowStock] = useState(String(saved.lowStockDefault))
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const threshold = Number(lowStock)
    if (!/^\d+$/.test(lowStock.trim()) || threshold > 10000) {
      setErrors({ lowStockDefault: t.lowStockInvalid })
      return
    }
    setErrors({})
    try {
      await save.mutateAsync({ recipients, listDelivery, digestHour, lowStockDefault: threshold })
      notify.success(t.saved)
    } catch (err) {
      setErrors(describeError(err).fieldErrors)
      notify.error(serverMessageOr(err, t.saveError))
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextAreaField
        className="sm:col-span-2"
        label={t.recipients}
        value={recipients}
        rows={4}
        onChange={(e) => setRecipients(e.target.value)}
        hint={t.recipientsHint}
        error={errors.recipients}
        placeholder="siparis@ornek.com"
      />
      <SelectField
        label={t.listDelivery}
        value={listDelivery}
        onChange={(e) => setListDelivery(e.target.value as StaffNoticeSettings['listDelivery'])}
        error={errors.listDelivery}
      >
        <option value="each">{t.deliveryEach}</option>
        <option value="digest">{t.deliveryDigest}</option>
      </SelectField>
      <SelectField
        label={t.digestHour}
        value={String(digestHour)}
        onChange={(e) => setDigestHour(Number(e.target.value))}
        hint={t.digestHourHint}
        error={errors.digestHour}
      >
        {hours.map((h) => (
          <option key={h} value={h}>
            {fmt(t.digestHourOption, { hour: `${String(h).padStart(2, '0')}:00` })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.lowStockDefault}
        inputMode="numeric"
        value={lowStock}
        onChange={(e) => setLowStock(e.target.value)}
        hint={t.lowStockDefaultHint}
        error={errors.lowStockDefault}
      />
      <div className="sm:col-span-2">
        <SaveButton busy={save.isPending} texts={t} />
      </div>
    </form>
  )
}
