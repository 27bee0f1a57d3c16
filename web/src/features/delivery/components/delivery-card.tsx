import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { SettingsCard } from '@/components/admin/settings-card'
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field'
import { useDelivery, useSaveDelivery, type DeliverySetting } from '../api/delivery'

const t = trPanels.delivery

/** The server's bounds (internal/bookstore/delivery_estimate.go). */
const MAX_DAYS = 15
const HOURS = Array.from({ length: 23 }, (_, i) => i + 1)

/** A whole number of days within the bounds, else NaN. */
function days(v: string): number {
  const s = v.trim()
  return /^\d+$/.test(s) && Number(s) <= MAX_DAYS ? Number(s) : NaN
}

/** "2027-01-04" as the admin writes it: "04.01.2027". */
export function closedDayText(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${d}.${m}.${y}`
}

/** The closed days' lines ("4.1.2027" or "04.01.2027", one a line) as the server's dates; null for a line that is not one. */
export function closedDays(text: string): string[] | null {
  const out: string[] = []
  for (const line of text.split('\n')) {
    const s = line.trim()
    if (s === '') continue
    const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s)
    if (!m) return null
    const [, d = '', mo = '', y = ''] = m
    out.push(`${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`)
  }
  return out
}

function toBody(v: { handling: string; cutoff: string; transit: string; closed: string }) {
  const closed = closedDays(v.closed)
  const body: DeliverySetting = {
    handlingDays: days(v.handling),
    cutoffHour: Number(v.cutoff),
    transitDays: days(v.transit),
    closedDays: closed ?? [],
  }
  const errors: Record<string, string> = {}
  if (Number.isNaN(body.handlingDays)) errors.handlingDays = t.handlingInvalid
  if (Number.isNaN(body.transitDays)) errors.transitDays = t.transitInvalid
  if (closed === null) errors.closedDays = t.closedInvalid
  return { body, errors }
}

/** A number of days, 0 to the server's bound. */
function DaysField({
  onChange,
  ...props
}: {
  label: string
  hint: string
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  return (
    <TextField
      {...props}
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_DAYS}
      step={1}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

/** The delivery card of /admin/ayarlar: handling days, the daily cut-off hour, the carrier's transit days and the shop's closed days. */
export function DeliveryCard() {
  return (
    <SettingsCard
      id="delivery"
      texts={t}
      query={useDelivery()}
      save={useSaveDelivery()}
      formKey={(d) => `${d.handlingDays}/${d.cutoffHour}/${d.transitDays}/${(d.closedDays ?? []).join()}`}
      initial={(d) => ({
        handling: String(d.handlingDays),
        cutoff: String(d.cutoffHour),
        transit: String(d.transitDays),
        closed: (d.closedDays ?? []).map(closedDayText).join('\n'),
      })}
      toBody={toBody}
      columns={3}
    >
      {({ values, set, errors }) => (
        <>
          <DaysField
            label={t.handlingDays}
            hint={t.handlingHint}
            value={values.handling}
            error={errors.handlingDays}
            onChange={(handling) => set({ handling })}
          />
          <SelectField
            label={t.cutoffHour}
            value={values.cutoff}
            onChange={(e) => set({ cutoff: e.target.value })}
            hint={t.cutoffHint}
            error={errors.cutoffHour}
          >
            {HOURS.map((h) => (
              <option key={h} value={String(h)}>
                {fmt(t.hourOption, { hour: String(h).padStart(2, '0') })}
              </option>
            ))}
          </SelectField>
          <DaysField
            label={t.transitDays}
            hint={t.transitHint}
            value={values.transit}
            error={errors.transitDays}
            onChange={(transit) => set({ transit })}
          />
          <TextAreaField
            className="sm:col-span-3"
            label={t.closedDays}
            hint={t.closedHint}
            rows={3}
            value={values.closed}
            error={errors.closedDays}
            onChange={(e) => set({ closed: e.target.value })}
          />
        </>
      )}
    </SettingsCard>
  )
}
