import { Link, useNavigate, useSearchParams } from 'react-router'
import { tr } from '@/i18n'
import { Skeleton } from '@/components/ui/skeleton'
import { usePasswordResetCheck } from '@/features/auth/api/password-reset'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { serverMessageOr } from '@/lib/errors'
import { paths } from '@/lib/paths'

/**
 * /sifre-sifirla?token=...: the link of the reset mail. The token is checked
 * (not used) when the page opens, so a used or expired link says so before
 * the visitor types a new password.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const check = usePasswordResetCheck(token)
  const footer = (
    <Link to={paths.forgotPassword()} className="font-medium text-amber-700 hover:underline">
      {tr.auth.reset.requestNew}
    </Link>
  )
  const dead = token === '' || check.isError
  let body
  if (dead) {
    body = (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {check.isError ? serverMessageOr(check.error, tr.auth.reset.invalidLink) : tr.auth.reset.invalidLink}
      </p>
    )
  } else if (check.isPending) {
    body = (
      <div className="space-y-4" aria-busy="true" aria-label={tr.auth.reset.checking}>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    )
  } else {
    body = <ResetPasswordForm token={token} onDone={() => void navigate(paths.login(), { replace: true })} />
  }
  return (
    <AuthCard title={tr.auth.reset.title} subtitle={dead ? undefined : tr.auth.reset.subtitle} footer={footer}>
      {body}
    </AuthCard>
  )
}

export default ResetPasswordPage
