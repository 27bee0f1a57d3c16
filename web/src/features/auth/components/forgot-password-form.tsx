import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { SubmitButton, TextField } from '@/components/ui/form-field'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useRequestPasswordReset } from '../api/password-reset'
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas'
import { applyServerErrors } from './apply-server-errors'

const fields = ['email'] as const

/** The e-mail form of /sifremi-unuttum; `onSent` runs after the server accepted it. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestPasswordReset()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })

  const { submit, isRunning } = useGuardedSubmit(async (values: ForgotPasswordValues) => {
    try {
      await request.mutateAsync(values)
      onSent(values.email)
    } catch (err) {
      applyServerErrors(err, fields, setError)
    }
  })

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <TextField
        label={tr.auth.email}
        type="email"
        autoComplete="email"
        placeholder={tr.auth.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton busy={isRunning} label={tr.auth.forgot.submit} busyLabel={tr.auth.forgot.submitting} />
    </form>
  )
}
