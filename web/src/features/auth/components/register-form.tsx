import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { LegalLinks } from '@/components/legal-links'
import { CheckboxField, SubmitButton, TextField } from '@/components/ui/form-field'
import { notify } from '@/lib/notify'
import { useRegister } from '../api/register'
import { registerSchema } from '../schemas'
import { confirmPasswordFieldProps, emailFieldProps, newPasswordFieldProps } from './auth-field-props'
import { useAuthForm } from './use-auth-form'

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const registerUser = useRegister()
  const { register, errors, onSubmit, isRunning } = useAuthForm(
    zodResolver(registerSchema),
    { fullName: '', email: '', password: '', confirmPassword: '', acceptTerms: false, marketingConsent: false },
    async (values) => {
      await registerUser.mutateAsync(values)
      notify.success(tr.auth.register.success)
      onSuccess()
    },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={tr.auth.fullName}
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <TextField {...emailFieldProps} error={errors.email?.message} {...register('email')} />
      <TextField {...newPasswordFieldProps} error={errors.password?.message} {...register('password')} />
      <TextField
        {...confirmPasswordFieldProps}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <CheckboxField label={tr.auth.acceptTerms} error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <LegalLinks />
      {/* Separate and unticked (İYS): marketing is never bundled with the terms. */}
      <CheckboxField label={tr.kvkk.marketingConsent} {...register('marketingConsent')} />
      <SubmitButton busy={isRunning} label={tr.auth.register.submit} busyLabel={tr.auth.register.submitting} />
    </form>
  )
}
