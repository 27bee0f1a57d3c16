import { Controller, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { setServerFieldErrors, fieldIn } from '@/lib/server-field-errors'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useDistricts, useProvinces } from '../api/locations'
import { useAddressMutations, type Address } from '../api/addresses'
import { addressSchema, MAX_LABEL, MAX_LINE, MAX_NEIGHBORHOOD, type AddressValues } from '../schemas'
import { PlaceCombobox } from './place-combobox'

const t = tr.addresses
const fields = [
  'label',
  'recipient',
  'phone',
  'provinceId',
  'districtId',
  'neighborhood',
  'line',
  'postalCode',
] as const

const initialValues = (a: Address | undefined, name: string, phone: string): AddressValues => ({
  label: a?.label ?? '',
  recipient: a?.recipient ?? name,
  phone: a?.phone ?? phone,
  provinceId: a?.provinceId ?? 0,
  districtId: a?.districtId ?? 0,
  neighborhood: a?.neighborhood ?? '',
  line: a?.line ?? '',
  postalCode: a?.postalCode ?? '',
})

/**
 * Adds an address, or edits one (a migrated one gets its il and ilçe here).
 * Il and ilçe are chosen from the official list; choosing another il clears
 * the ilçe. The server's field messages go under their fields.
 */
export function AddressForm({
  address,
  defaultName = '',
  defaultPhone = '',
  onDone,
}: {
  address?: Address
  defaultName?: string
  defaultPhone?: string
  onDone: (saved?: Address) => void
}) {
  const { save } = useAddressMutations()
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors },
  } = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: initialValues(address, defaultName, defaultPhone),
  })
  const provinceId = useWatch({ control, name: 'provinceId' })
  const provinces = useProvinces()
  const districts = useDistricts(provinceId)

  const { submit, isRunning } = useGuardedSubmit(async (values: AddressValues) => {
    try {
      const saved = await save.mutateAsync({ id: address?.id, body: values })
      notify.success(t.saved)
      onDone(saved)
    } catch (err) {
      setServerFieldErrors(err, setError, fieldIn(fields))
      notify.error(t.saveError)
    }
  })

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(submit)(e)}
      aria-label={address ? t.editTitle : t.addTitle}
      className="space-y-4 rounded-lg border border-amber-200 bg-amber-50/40 p-4"
    >
      <h3 className="font-semibold text-stone-900">{address ? t.editTitle : t.addTitle}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.label}
          hint={t.labelHint}
          maxLength={MAX_LABEL}
          error={errors.label?.message}
          {...register('label')}
        />
        <TextField
          label={t.recipient}
          autoComplete="name"
          error={errors.recipient?.message}
          {...register('recipient')}
        />
        <TextField
          label={t.phone}
          type="tel"
          autoComplete="tel"
          placeholder={t.phonePlaceholder}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={`${t.postalCode} ${t.optional}`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
        <Controller
          control={control}
          name="provinceId"
          render={({ field }) => (
            <PlaceCombobox
              label={t.province}
              places={provinces.data ?? []}
              value={field.value}
              onChange={(id) => {
                if (id !== field.value) setValue('districtId', 0)
                field.onChange(id)
              }}
              placeholder={t.provincePlaceholder}
              error={errors.provinceId?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="districtId"
          render={({ field }) => (
            <PlaceCombobox
              label={t.district}
              places={provinceId > 0 ? (districts.data ?? []) : []}
              value={field.value}
              onChange={field.onChange}
              placeholder={provinceId > 0 ? t.districtPlaceholder : t.districtFirst}
              disabled={provinceId === 0}
              error={errors.districtId?.message}
            />
          )}
        />
        <TextField
          label={`${t.neighborhood} ${t.optional}`}
          maxLength={MAX_NEIGHBORHOOD}
          error={errors.neighborhood?.message}
          {...register('neighborhood')}
        />
      </div>
      <TextAreaField
        label={t.line}
        hint={t.lineHint}
        rows={3}
        maxLength={MAX_LINE}
        autoComplete="street-address"
        error={errors.line?.message}
        {...register('line')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isRunning} aria-busy={isRunning || undefined}>
          {isRunning ? t.saving : t.save}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone()}>
          {t.cancel}
        </Button>
      </div>
    </form>
  )
}
