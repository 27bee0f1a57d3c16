import { Link, useNavigate, useSearchParams } from 'react-router'
import { tr } from '@/i18n'
import { safeRedirect } from '@/lib/safe-redirect'
import { AuthCard } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'
import { paths } from '@/lib/paths'

export function LoginPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const target = safeRedirect(params.get('redirect'))
  return (
    <AuthCard
      title={tr.auth.login.title}
      subtitle={tr.auth.login.subtitle}
      footer={
        <>
          {tr.auth.login.noAccount}{' '}
          <Link to={paths.register()} className="font-medium text-amber-700 hover:underline">
            {tr.auth.login.registerLink}
          </Link>
        </>
      }
    >
      <LoginForm successMessage={tr.auth.login.success} onSuccess={() => void navigate(target, { replace: true })} />
    </AuthCard>
  )
}

export default LoginPage
