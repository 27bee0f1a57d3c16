import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { CheckboxField, SubmitButton, TextField } from '@/components/ui/form-field'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { notify } from '@/lib/notify'
import { useRegister } from '../api/register'
import { registerSchema, type RegisterValues } from '../schemas'
import { applyServerErrors } from './apply-server-errors'

const fields = ['fullName', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const registerUser = useRegister()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  })

  const { submit, isRunning } = useGuardedSubmit(async (values: RegisterValues) => {
    try {
      await registerUser.mutateAsync(values)
      notify.success(tr.auth.register.success)
      onSuccess()
    } catch (err) {
      applyServerErrors(err, fields, setError)
    }
  })

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <TextField label={tr.auth.fullName} autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <TextField
        label={tr.auth.email}
        type="email"
        autoComplete="email"
        placeholder={tr.auth.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={tr.auth.password}
        type="password"
        autoComplete="new-password"
        hint={tr.auth.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={tr.auth.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <CheckboxField label={tr.auth.acceptTerms} error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <SubmitButton busy={isRunning} label={tr.auth.register.submit} busyLabel={tr.auth.register.submitting} />
    </form>
  )
}
