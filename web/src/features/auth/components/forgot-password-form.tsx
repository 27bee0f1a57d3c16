import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { SubmitButton, TextField } from '@/components/ui/form-field'
import { useRequestPasswordReset } from '../api/password-reset'
import { forgotPasswordSchema } from '../schemas'
import { emailFieldProps } from './auth-field-props'
import { useAuthForm } from './use-auth-form'

/** The e-mail form of /sifremi-unuttum; `onSent` runs after the server accepted it. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset()
  const { register, errors, onSubmit, isRunning } = useAuthForm(
    zodResolver(forgotPasswordSchema),
    { email: '' },
    async (values) => {
      await request.mutateAsync(values)
      onSent(values.email)
    },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField {...emailFieldProps} error={errors.email?.message} {...register('email')} />
      <SubmitButton busy={isRunning} label={tr.auth.forgot.submit} busyLabel={tr.auth.forgot.submitting} />
    </form>
  )
}
