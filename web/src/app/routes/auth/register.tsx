import { Link, useNavigate } from 'react-router'
import { tr } from '@/i18n'
import { AuthCard } from '@/features/auth/components/auth-card'
import { RegisterForm } from '@/features/auth/components/register-form'
import { paths } from '@/lib/paths'

export function RegisterPage() {
  const navigate = useNavigate()
  return (
    <AuthCard
      title={tr.auth.register.title}
      subtitle={tr.auth.register.subtitle}
      footer={
        <>
          {tr.auth.register.haveAccount}{' '}
          <Link to={paths.login()} className="font-medium text-amber-700 hover:underline">
            {tr.auth.register.loginLink}
          </Link>
        </>
      }
    >
      <RegisterForm onSuccess={() => void navigate(paths.home(), { replace: true })} />
    </AuthCard>
  )
}

export default RegisterPage
