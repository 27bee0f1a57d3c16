import { Link } from 'react-router'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { CheckboxField, SubmitButton, TextField } from '@/components/ui/form-field'
import { notify } from '@/lib/notify'
import { useLogin } from '../api/login'
import type { CurrentUser } from '../api/get-me'
import { loginSchema } from '../schemas'
import { emailFieldProps } from './auth-field-props'
import { useAuthForm } from './use-auth-form'
import { paths } from '@/lib/paths'

/**
 * The sign-in form of /giris, /yazar-giris and /admin-giris. Shows
 * `successMessage` as a toast, then calls `onSuccess`.
 */
export function LoginForm({
  successMessage,
  onSuccess,
}: {
  successMessage: string
  onSuccess: (user: CurrentUser) => void
}) {
  const login = useLogin()
  const { register, errors, onSubmit, isRunning } = useAuthForm(
    zodResolver(loginSchema),
    { email: '', password: '', rememberMe: false },
    async (values) => {
      const { user } = await login.mutateAsync(values)
      notify.success(successMessage)
      onSuccess(user)
    },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField {...emailFieldProps} error={errors.email?.message} {...register('email')} />
      <TextField
        label={tr.auth.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex items-center justify-between gap-4">
        <CheckboxField label={tr.auth.rememberMe} {...register('rememberMe')} />
        <Link to={paths.forgotPassword()} className="text-sm font-medium text-amber-700 hover:underline">
          {tr.auth.forgotPassword}
        </Link>
      </div>
      <SubmitButton busy={isRunning} label={tr.auth.login.submit} busyLabel={tr.auth.login.submitting} />
    </form>
  )
}
