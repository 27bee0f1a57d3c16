import { tr } from '@/i18n'
import { AuthCard } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'

export function AuthorLoginPage() {
  return (
    <AuthCard title={tr.auth.authorLogin.title} subtitle={tr.auth.authorLogin.subtitle}>
      {/* Full page load: the author panel checks the role itself (spec). */}
      <LoginForm successMessage={tr.auth.authorLogin.success} onSuccess={() => window.location.assign('/yazar')} />
      {/* TODO(author application issue): the author application form goes here. */}
      <section aria-labelledby="author-apply" className="mt-8 border-t border-stone-200 pt-6">
        <h2 id="author-apply" className="text-lg font-semibold text-stone-900">
          {tr.auth.authorLogin.applyTitle}
        </h2>
        <p className="mt-2 text-sm text-stone-600">{tr.auth.authorLogin.applyPlaceholder}</p>
      </section>
    </AuthCard>
  )
}

export default AuthorLoginPage
