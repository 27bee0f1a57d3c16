import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/form-field'
import { notify } from '@/lib/notify'
import { describeError } from '@/lib/errors'
import { useSetAuthorRoyalty, type AuthorRoyalty } from '../api/royalties'
import { RateFields, draftOf, rateOf, type RateDraft } from './rate-fields'
import { trPanels } from '@/i18n/panels'

const t = trPanels.royalties

/** The author's default rate and statement period (the admin's 'Telif' section). */
export function AuthorRateForm({ settings }: { settings: AuthorRoyalty }) {
  const [draft, setDraft] = useState<RateDraft>(() => draftOf(settings.rate))
  const [period, setPeriod] = useState<'monthly' | 'quarterly'>(settings.period)
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const save = useSetAuthorRoyalty(settings.authorId)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const r = rateOf(draft)
    if ('error' in r) {
      setErrors({ [r.field]: r.error })
      return
    }
    setErrors({})
    // The page keys this form by the saved rate, so the refetch after a save
    // remounts it, and TanStack drops a per-call onSuccess of an unmounted
    // caller: the toast was lost whenever the refetch was quick. The promise
    // of mutateAsync outlives the remount.
    try {
      await save.mutateAsync({ ...r.rate, period })
      notify.success(t.saved)
    } catch (err) {
      const d = describeError(err)
      setErrors(d.fieldErrors)
      notify.error(d.message)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="author-rate" className="space-y-4" noValidate>
      <div>
        <h2 id="author-rate" className="font-semibold text-stone-900">
          {t.rateTitle}
        </h2>
        <p className="text-sm text-stone-600">{settings.rate ? settings.rate.label : t.notSet}</p>
        <p className="text-xs text-stone-600">{t.rateHint}</p>
      </div>
      <RateFields draft={draft} onChange={setDraft} errors={errors} />
      <SelectField
        id="royalty-period"
        label={t.period}
        value={period}
        onChange={(e) => setPeriod(e.target.value === 'quarterly' ? 'quarterly' : 'monthly')}
        error={errors.period}
        className="max-w-xs"
      >
        <option value="monthly">{t.periodMonthly}</option>
        <option value="quarterly">{t.periodQuarterly}</option>
      </SelectField>
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {t.save}
      </Button>
    </form>
  )
}
