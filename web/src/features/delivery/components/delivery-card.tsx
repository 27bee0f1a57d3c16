import { useState, type FormEvent } from 'react'
import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { SaveButton } from '@/components/ui/form-buttons'
import { SelectField, TextField } from '@/components/ui/form-field'
import { QueryState } from '@/components/query-state'
import { describeError, serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useDelivery, useSaveDelivery, type DeliverySetting } from '../api/delivery'

const t = trPanels.delivery

/** The server's bounds (internal/bookstore/delivery_estimate.go). */
const MAX_DAYS = 15
const HOURS = Array.from({ length: 23 }, (_, i) => i + 1)

/** The delivery card of /admin/ayarlar: handling days, the daily cut-off hour and the carrier's transit days. */
export function DeliveryCard() {
  const setting = useDelivery()
  return (
    <section aria-labelledby="delivery-title" className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="delivery-title" className="font-serif text-lg font-bold text-stone-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.intro}</p>
      <QueryState query={setting}>
        {(data) => (
          // Keyed by the saved setting, so the fields show what the server holds after a save.
          <DeliveryForm key={`${data.handlingDays}/${data.cutoffHour}/${data.transitDays}`} saved={data} />
        )}
      </QueryState>
    </section>
  )
}

/** A whole number of days within the bounds, else NaN. */
function days(v: string): number {
  const s = v.trim()
  return /^\d+$/.test(s) && Number(s) <= MAX_DAYS ? Number(s) : NaN
}

function DeliveryForm({ saved }: { saved: DeliverySetting }) {
  const save = useSaveDelivery()
  const [handling, setHandling] = useState(String(saved.handlingDays))
  const [cutoff, setCutoff] = useState(String(saved.cutoffHour))
  const [transit, setTransit] = useState(String(saved.transitDays))
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const body = { handlingDays: days(handling), cutoffHour: Number(cutoff), transitDays: days(transit) }
    const local: Record<string, string> = {}
    if (Number.isNaN(body.handlingDays)) local.handlingDays = t.handlingInvalid
    if (Number.isNaN(body.transitDays)) local.transitDays = t.transitInvalid
    setErrors(local)
    if (Object.keys(local).length > 0) return
    try {
      await save.mutateAsync(body)
      notify.success(t.saved)
    } catch (err) {
      setErrors(describeError(err).fieldErrors)
      notify.error(serverMessageOr(err, t.saveError))
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 grid gap-4 sm:grid-cols-3">
      <TextField
        label={t.handlingDays}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_DAYS}
        step={1}
        value={handling}
        onChange={(e) => setHandling(e.target.value)}
        hint={t.handlingHint}
        error={errors.handlingDays}
      />
      <SelectField
        label={t.cutoffHour}
        value={cutoff}
        onChange={(e) => setCutoff(e.target.value)}
        hint={t.cutoffHint}
        error={errors.cutoffHour}
      >
        {HOURS.map((h) => (
          <option key={h} value={String(h)}>
            {fmt(t.hourOption, { hour: String(h).padStart(2, '0') })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.transitDays}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_DAYS}
        step={1}
        value={transit}
        onChange={(e) => setTransit(e.target.value)}
        hint={t.transitHint}
        error={errors.transitDays}
      />
      <div className="sm:col-span-3">
        <SaveButton busy={save.isPending} texts={t} />
      </div>
    </form>
  )
}
