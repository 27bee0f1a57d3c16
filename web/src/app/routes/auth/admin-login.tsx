import { tr } from '@/i18n'
import { AuthCard } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'
import { paths } from '@/lib/paths'

export function AdminLoginPage() {
  return (
    <AuthCard title={tr.auth.adminLogin.title} subtitle={tr.auth.adminLogin.subtitle}>
      {/* Full page load: the admin panel's layout checks the role itself. */}
      <LoginForm
        successMessage={tr.auth.adminLogin.success}
        onSuccess={() => window.location.assign(paths.admin())}
        afterLoad
      />
    </AuthCard>
  )
}

export default AdminLoginPage
