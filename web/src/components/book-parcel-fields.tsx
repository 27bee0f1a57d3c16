import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { TextField } from '@/components/ui/form-field'
import { trPanels } from '@/i18n/panels'
import type { PARCEL_FIELDS } from '@/lib/book-parcel'

const t = trPanels.bookParcel

type ParcelField = (typeof PARCEL_FIELDS)[number]

const LABELS: Record<ParcelField, string> = {
  weightGrams: t.weight,
  widthMm: t.width,
  heightMm: t.height,
  depthMm: t.depth,
}

/**
 * A book's weight and dimensions in both panels' book forms: four optional
 * whole numbers under one legend that says why they matter (the carrier
 * needs them). Two columns on a phone, four from sm up.
 */
export function BookParcelFields({
  inputs,
  errors,
}: {
  inputs: Record<ParcelField, UseFormRegisterReturn>
  errors: Partial<Record<ParcelField, string | undefined>>
}) {
  const hintId = useId()
  return (
    <fieldset aria-describedby={hintId} data-testid="book-parcel">
      <legend className="text-sm font-medium text-stone-900">{t.legend}</legend>
      <p id={hintId} className="mt-1 text-xs text-stone-600">
        {t.hint}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {(Object.keys(LABELS) as ParcelField[]).map((f) => (
          <TextField
            key={f}
            label={LABELS[f]}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors[f]}
            {...inputs[f]}
          />
        ))}
      </div>
    </fieldset>
  )
}
