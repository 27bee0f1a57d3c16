import { useState } from 'react'
import { Link } from 'react-router'
import { tr } from '@/i18n'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { paths } from '@/lib/paths'

/**
 * /sifremi-unuttum: linked from the login page, missing
 * in the earlier product. The answer is the same whether or not the e-mail
 * has an account.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false)
  return (
    <AuthCard
      title={tr.auth.forgot.title}
      subtitle={sent ? undefined : tr.auth.forgot.subtitle}
      footer={
        <>
          {tr.auth.forgot.remembered}{' '}
          <Link to={paths.login()} className="font-medium text-amber-700 hover:underline">
            {tr.auth.forgot.loginLink}
          </Link>
        </>
      }
    >
      {sent ? (
        <div role="status" className="rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-stone-800">
          <p className="font-semibold text-stone-900">{tr.auth.forgot.sentTitle}</p>
          <p className="mt-2">{tr.auth.forgot.sent}</p>
          <p className="mt-2 text-stone-600">{tr.auth.forgot.spamHint}</p>
        </div>
      ) : (
        <ForgotPasswordForm onSent={() => setSent(true)} />
      )}
    </AuthCard>
  )
}

export default ForgotPasswordPage
