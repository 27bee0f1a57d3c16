import { useState } from 'react'
import { Link } from 'react-router'
import { zodResolver } from '@hookform/resolvers/zod'
import { tr } from '@/i18n'
import { CheckboxField, SubmitButton, TextField } from '@/components/ui/form-field'
import { notify, successAfterLoad } from '@/lib/notify'
import { useLogin } from '../api/login'
import type { CurrentUser } from '../api/get-me'
import { loginSchema } from '../schemas'
import { emailFieldProps } from './auth-field-props'
import { MfaEnrolment } from './mfa-enrolment'
import { MfaStep } from './mfa-step'
import { useAuthForm } from './use-auth-form'
import { paths } from '@/lib/paths'
import { ApiError } from '@/lib/api-client'
import { SignInLinkOffer } from './sign-in-link-offer'

/**
 * The sign-in form of /giris, /yazar-giris and /admin-giris. Shows
 * `successMessage` as a toast (on the next page when `afterLoad`: `onSuccess`
 * then loads a whole page), then calls `onSuccess`. When the server asks
 * for a second step it shows the code form, or, for an admin who must
 * enrol first, the enrolment. When the server slows this browser's tries
 * (429), it offers a mailed one-time sign-in link instead of the wait.
 */
export function LoginForm({
  successMessage,
  onSuccess,
  afterLoad = false,
}: {
  successMessage: string
  onSuccess: (user: CurrentUser) => void
  afterLoad?: boolean
}) {
  const login = useLogin()
  const [step, setStep] = useState<'verify' | 'enrol' | null>(null)
  const [slowedEmail, setSlowedEmail] = useState<string | null>(null)
  const done = (user: CurrentUser) => {
    if (afterLoad) successAfterLoad(successMessage)
    else notify.success(successMessage)
    onSuccess(user)
  }
  const { register, errors, onSubmit, isRunning } = useAuthForm(
    zodResolver(loginSchema),
    { email: '', password: '', rememberMe: false },
    async (values) => {
      try {
        const res = await login.mutateAsync(values)
        if (res.user) done(res.user)
        else setStep(res.step ?? null)
      } catch (err) {
        if (err instanceof ApiError && err.status === 429) setSlowedEmail(values.email)
        throw err
      }
    },
  )

  if (step === 'verify') return <MfaStep onSuccess={done} onRestart={() => setStep(null)} />
  if (step === 'enrol') {
    return (
      <div className="space-y-4">
        <h2 className="text-lg font-semibold text-stone-900">{tr.auth.mfa.title}</h2>
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{tr.auth.mfa.enrolRequired}</p>
        <MfaEnrolment onDone={done} />
      </div>
    )
  }

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
      {slowedEmail ? <SignInLinkOffer email={slowedEmail} /> : null}
    </form>
  )
}
