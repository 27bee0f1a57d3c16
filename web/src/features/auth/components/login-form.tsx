import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { CheckboxField, SubmitButton, TextField } from '@/components/ui/form-field'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { notify } from '@/lib/notify'
import { useLogin } from '../api/login'
import type { CurrentUser } from '../api/get-me'
import { loginSchema, type LoginValues } from '../schemas'
import { applyServerErrors } from './apply-server-errors'

const fields = ['email', 'password', 'rememberMe'] as const

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  })

  const { submit, isRunning } = useGuardedSubmit(async (values: LoginValues) => {
    try {
      const { user } = await login.mutateAsync(values)
      notify.success(successMessage)
      onSuccess(user)
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
      <TextField
        label={tr.auth.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex items-center justify-between gap-4">
        <CheckboxField label={tr.auth.rememberMe} {...register('rememberMe')} />
        <Link to="/sifremi-unuttum" className="text-sm font-medium text-amber-700 hover:underline">
          {tr.auth.forgotPassword}
        </Link>
      </div>
      <SubmitButton busy={isRunning} label={tr.auth.login.submit} busyLabel={tr.auth.login.submitting} />
    </form>
  )
}
