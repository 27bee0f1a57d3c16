import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { SettingsCard } from '@/components/admin/settings-card'
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field'
import { useSaveStaffNoticeSettings, useStaffNoticeSettings, type StaffNoticeSettings } from '../api/staff-notices'

const t = trPanels.staffNotices
const hours = Array.from({ length: 24 }, (_, h) => h)

type Values = Omit<StaffNoticeSettings, 'lowStockDefault'> & { lowStock: string }

function toBody({ lowStock, ...rest }: Values) {
  const threshold = Number(lowStock)
  const valid = /^\d+$/.test(lowStock.trim()) && threshold <= 10000
  return {
    body: { ...rest, lowStockDefault: threshold },
    errors: valid ? undefined : { lowStockDefault: t.lowStockInvalid },
  }
}

/** The staff notices card of /admin/ayarlar: the mailing list and how it is mailed, the digest hour, the low-stock default. */
export function StaffNoticesCard() {
  return (
    <SettingsCard
      id="staff-notices"
      texts={t}
      query={useStaffNoticeSettings()}
      save={useSaveStaffNoticeSettings()}
      initial={(s): Values => ({
        recipients: s.recipients,
        listDelivery: s.listDelivery,
        digestHour: s.digestHour,
        lowStock: String(s.lowStockDefault),
      })}
      toBody={toBody}
    >
      {({ values, set, errors }) => (
        <>
          <TextAreaField
            className="sm:col-span-2"
            label={t.recipients}
            value={values.recipients}
            rows={4}
            onChange={(e) => set({ recipients: e.target.value })}
            hint={t.recipientsHint}
            error={errors.recipients}
            placeholder="siparis@ornek.com"
          />
          <SelectField
            label={t.listDelivery}
            value={values.listDelivery}
            onChange={(e) => set({ listDelivery: e.target.value as StaffNoticeSettings['listDelivery'] })}
            error={errors.listDelivery}
          >
            <option value="each">{t.deliveryEach}</option>
            <option value="digest">{t.deliveryDigest}</option>
          </SelectField>
          <SelectField
            label={t.digestHour}
            value={String(values.digestHour)}
            onChange={(e) => set({ digestHour: Number(e.target.value) })}
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
            value={values.lowStock}
            onChange={(e) => set({ lowStock: e.target.value })}
            hint={t.lowStockDefaultHint}
            error={errors.lowStockDefault}
          />
        </>
      )}
    </SettingsCard>
  )
}
