import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { tr } from '@/i18n'
import { Button } from '@/components/ui/button'
import { AuthCard } from '@/features/auth/components/auth-card'
import { MfaEnrolment } from '@/features/auth/components/mfa-enrolment'
import { MfaStep } from '@/features/auth/components/mfa-step'
import { useConfirmSignInLink } from '@/features/auth/api/sign-in-link'
import type { CurrentUser } from '@/features/auth/api/get-me'
import { describeError } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'

/**
 * /giris-baglantisi?token=...: the link of the sign-in link mail. Signing in
 * takes a click (mail scanners open links; opening one changes nothing);
 * an enrolled second factor is still asked for.
 */
export function SignInLinkPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const confirm = useConfirmSignInLink()
  const [step, setStep] = useState<'verify' | 'enrol' | null>(null)
  const t = tr.auth.signInLink
  const done = (user: CurrentUser) => {
    notify.success(t.success)
    void navigate(user.role === 'admin' ? paths.admin() : paths.home(), { replace: true })
  }
  const footer = (
    <Link to={paths.login()} className="font-medium text-amber-700 hover:underline">
      {t.backToLogin}
    </Link>
  )
  let body
  if (!token) {
    body = (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {t.invalidLink}
      </p>
    )
  } else if (step === 'verify') {
    body = <MfaStep onSuccess={done} onRestart={() => void navigate(paths.login())} />
  } else if (step === 'enrol') {
    body = (
      <div className="space-y-4">
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{tr.auth.mfa.enrolRequired}</p>
        <MfaEnrolment onDone={done} />
      </div>
    )
  } else {
    body = (
      <Button
        type="button"
        className="w-full"
        disabled={confirm.isPending}
        onClick={() =>
          confirm.mutate(
            { token },
            {
              onSuccess: (res) => (res.user ? done(res.user) : setStep(res.step ?? null)),
              onError: (err) => notify.error(describeError(err, 'authentication').message),
            },
          )
        }
      >
        {confirm.isPending ? t.signingIn : tr.auth.login.submit}
      </Button>
    )
  }
  return (
    <AuthCard title={t.title} footer={footer}>
      {body}
    </AuthCard>
  )
}

export default SignInLinkPage
