import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { SubmitButton, TextField } from '@/components/ui/form-field'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { notify } from '@/lib/notify'
import { useConfirmPasswordReset } from '../api/password-reset'
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas'
import { applyServerErrors } from './apply-server-errors'

const fields = ['password', 'confirmPassword'] as const

/**
 * The new-password form of /sifre-sifirla with the registration rules. A
 * used or expired token comes back as the server's message (a toast).
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const confirm = useConfirmPasswordReset()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const { submit, isRunning } = useGuardedSubmit(async (values: ResetPasswordValues) => {
    try {
      await confirm.mutateAsync({ token, ...values })
      notify.success(tr.auth.reset.success)
      onDone()
    } catch (err) {
      applyServerErrors(err, fields, setError)
    }
  })

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <TextField
        label={tr.auth.reset.newPassword}
        type="password"
        autoComplete="new-password"
        hint={tr.auth.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={tr.auth.reset.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <p className="text-xs text-stone-500">{tr.auth.reset.sessionsNote}</p>
      <SubmitButton busy={isRunning} label={tr.auth.reset.submit} busyLabel={tr.auth.reset.submitting} />
    </form>
  )
}
