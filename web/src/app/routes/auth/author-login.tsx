import { tr } from '@/i18n'
import { AuthCard } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'
import { AuthorApplicationForm } from '@/features/auth/components/author-application-form'
import { paths } from '@/lib/paths'
import { trPanels } from '@/i18n/panels'

/** /yazar-giris: author sign-in and the author application. */
export function AuthorLoginPage() {
  // Full page load: the author panel's layout checks the role itself.
  const toPanel = () => window.location.assign(paths.authorPanel())
  return (
    <AuthCard title={tr.auth.authorLogin.title} subtitle={tr.auth.authorLogin.subtitle}>
      <LoginForm successMessage={tr.auth.authorLogin.success} onSuccess={toPanel} afterLoad />
      <section aria-labelledby="author-apply" className="mt-8 border-t border-stone-200 pt-6">
        <h2 id="author-apply" className="text-lg font-semibold text-stone-900">
          {tr.auth.authorLogin.applyTitle}
        </h2>
        <p className="mt-2 mb-4 text-sm text-stone-600">{trPanels.authorPanel.application.intro}</p>
        <AuthorApplicationForm successMessage={tr.auth.authorLogin.success} onSuccess={toPanel} />
      </section>
    </AuthCard>
  )
}

export default AuthorLoginPage
