import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { SubmitButton, TextField } from '@/components/ui/form-field'
import { describeError } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import type { Profile } from '../api/get-profile'
import { useUpdateProfile } from '../api/update-profile'
import { profileSchema, type ProfileValues } from '../schemas'

const fields = ['fullName', 'phone', 'shippingAddress'] as const

/** Initials of a name for the avatar placeholder ('Ayşe Yılmaz' → 'AY'). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('tr-TR'))
    .join('')
}

/**
 * The /profil form. E-mail is shown read-only. Delivery addresses live in
 * the member's address book ('Adreslerim', below the form); the former
 * free-text address is not shown and its stored value is sent back
 * unchanged. Server field errors go under their fields; other failures
 * toast 'Profil güncellenirken hata oluştu'.
 */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved?: (p: Profile) => void }) {
  const update = useUpdateProfile({ onSaved })
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { fullName: profile.fullName, phone: profile.phone, shippingAddress: profile.shippingAddress },
  })

  const { submit, isRunning } = useGuardedSubmit(async (values: ProfileValues) => {
    try {
      const saved = await update.mutateAsync(values)
      reset({ fullName: saved.fullName, phone: saved.phone, shippingAddress: saved.shippingAddress })
      notify.success(tr.profile.success)
    } catch (err) {
      for (const [field, message] of Object.entries(describeError(err).fieldErrors)) {
        if ((fields as readonly string[]).includes(field)) {
          setError(field as (typeof fields)[number], { type: 'server', message })
        }
      }
      notify.error(tr.profile.error)
    }
  })

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="space-y-5">
      <TextField
        label={tr.profile.fullName}
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <TextField label={tr.profile.email} type="email" value={profile.email} readOnly hint={tr.profile.emailHint} />
      <TextField
        label={tr.profile.phone}
        type="tel"
        autoComplete="tel"
        placeholder={tr.profile.phonePlaceholder}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="sm:max-w-xs">
        <SubmitButton busy={isRunning} label={tr.profile.save} busyLabel={tr.profile.saving} />
      </div>
    </form>
  )
}
