import { Link, useNavigate, useSearchParams } from 'react-router'
import { tr } from '@/i18n'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { paths } from '@/lib/paths'

/** /sifre-sifirla?token=...: the link of the reset mail. */
export function ResetPasswordPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const footer = (
    <Link to={paths.forgotPassword()} className="font-medium text-amber-700 hover:underline">
      {tr.auth.reset.requestNew}
    </Link>
  )
  return (
    <AuthCard title={tr.auth.reset.title} subtitle={token ? tr.auth.reset.subtitle : undefined} footer={footer}>
      {token ? (
        <ResetPasswordForm token={token} onDone={() => navigate(paths.login(), { replace: true })} />
      ) : (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-700">
          {tr.auth.reset.invalidLink}
        </p>
      )}
    </AuthCard>
  )
}

export default ResetPasswordPage
