import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { tr } from '@/i18n'
import { Logo } from '@/components/logo'
import { paths } from '@/lib/paths'
import { MAIN_ID, SkipLink } from '@/components/ui/skip-link'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** Frame of the standalone auth pages (no header or footer). */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle?: string
  children: ReactNode
  footer?: ReactNode
}) {
  // Each sign-in and sign-up page is told apart by its tab title too.
  useDocumentTitle(title)
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-amber-50 via-stone-50 to-stone-100 px-4 py-10">
      <SkipLink />
      <Logo className="mb-6" />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="outline-none w-full max-w-md rounded-xl border border-stone-200 bg-white p-8 shadow-sm"
      >
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-stone-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 text-center text-sm text-stone-600">{footer}</div> : null}
      </main>
      <Link to={paths.home()} className="mt-6 text-sm text-stone-600 hover:text-amber-700">
        {tr.auth.backToSite}
      </Link>
    </div>
  )
}
