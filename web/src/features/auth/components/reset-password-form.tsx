import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { SubmitButton, TextField } from '@/components/ui/form-field'
import { notify } from '@/lib/notify'
import { useConfirmPasswordReset } from '../api/password-reset'
import { resetPasswordSchema } from '../schemas'
import { confirmPasswordFieldProps, newPasswordFieldProps } from './auth-field-props'
import { useAuthForm } from './use-auth-form'

/**
 * The new-password form of /sifre-sifirla with the registration rules. A
 * used or expired token comes back as the server's message (a toast).
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const confirm = useConfirmPasswordReset()
  const { register, errors, onSubmit, isRunning } = useAuthForm(
    zodResolver(resetPasswordSchema),
    { password: '', confirmPassword: '' },
    async (values) => {
      await confirm.mutateAsync({ token, ...values })
      notify.success(tr.auth.reset.success)
      onDone()
    },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        {...newPasswordFieldProps}
        label={tr.auth.reset.newPassword}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        {...confirmPasswordFieldProps}
        label={tr.auth.reset.confirmPassword}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <p className="text-xs text-stone-500">{tr.auth.reset.sessionsNote}</p>
      <SubmitButton busy={isRunning} label={tr.auth.reset.submit} busyLabel={tr.auth.reset.submitting} />
    </form>
  )
}
