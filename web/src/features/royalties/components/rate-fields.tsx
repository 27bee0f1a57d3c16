import { useId } from 'react'
import { TextField } from '@/components/ui/form-field'
import type { RateInput } from '../api/royalties'
import { basisPointsToPercent, perCopyToKurus, percentToBasisPoints } from '../rate'
import type { RoyaltyRate } from '../api/royalties'
import { kurusToInput } from '@/lib/money'
import { MoneyField } from '@/components/ui/money-input'
import { trPanels } from '@/i18n/panels'

const t = trPanels.royalties

/** The text of a rate form: the kind and the amount as typed. */
export type RateDraft = { kind: 'percent' | 'fixed'; percent: string; perCopy: string }

export function draftOf(rate: RoyaltyRate | null | undefined): RateDraft {
  if (!rate) return { kind: 'percent', percent: '', perCopy: '' }
  return rate.kind === 'percent'
    ? { kind: 'percent', percent: basisPointsToPercent(rate.basisPoints), perCopy: '' }
    : { kind: 'fixed', percent: '', perCopy: kurusToInput(rate.perCopy) }
}

/** The draft as the API takes it, or the field error to show. */
export function rateOf(d: RateDraft): { rate: RateInput } | { field: 'percent' | 'perCopy'; error: string } {
  if (d.kind === 'percent') {
    const bp = percentToBasisPoints(d.percent)
    return Number.isNaN(bp)
      ? { field: 'percent', error: t.percentInvalid }
      : { rate: { kind: 'percent', basisPoints: bp, perCopy: 0 } }
  }
  const k = perCopyToKurus(d.perCopy)
  return Number.isNaN(k)
    ? { field: 'perCopy', error: t.perCopyInvalid }
    : { rate: { kind: 'fixed', basisPoints: 0, perCopy: k } }
}

/** The kind (two radios) and the one amount field it asks for. */
export function RateFields({
  draft,
  onChange,
  errors,
}: {
  draft: RateDraft
  onChange: (d: RateDraft) => void
  errors: Record<string, string | undefined>
}) {
  const name = useId()
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-stone-700">{t.kind}</legend>
        <div className="flex flex-wrap gap-4">
          {(['percent', 'fixed'] as const).map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name={name}
                value={k}
                checked={draft.kind === k}
                onChange={() => onChange({ ...draft, kind: k })}
                className="h-4 w-4 accent-amber-600"
              />
              {k === 'percent' ? t.kindPercent : t.kindFixed}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.kind === 'percent' ? (
        <TextField
          label={t.percent}
          inputMode="decimal"
          value={draft.percent}
          onChange={(e) => onChange({ ...draft, percent: e.target.value })}
          error={errors.percent}
          className="max-w-40"
        />
      ) : (
        <MoneyField
          label={t.perCopy}
          value={draft.perCopy}
          onChange={(e) => onChange({ ...draft, perCopy: e.target.value })}
          error={errors.perCopy}
          className="max-w-40"
        />
      )}
    </div>
  )
}
