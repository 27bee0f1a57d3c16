import { useEffect, type ReactNode } from 'react'
import { fmt, tr } from '@/i18n'
import { RichText } from '@/components/rich-text'
import { ScrollBox } from '@/components/ui/scroll-box'
import { Skeleton } from '@/components/ui/skeleton'
import { usePage } from '@/features/pages/api/get-page'
import type { PageKey } from '@/features/pages/api/types'
import { useCookies } from '@/features/privacy/api/admin'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { formatDate } from '@/lib/format'
import { isNotFound } from '@/lib/errors'
import { notify } from '@/lib/notify'

/**
 * A legal content page as /gizlilik-politikasi shows it: the admin's
 * published content with its title, else the Turkish default text.
 */
function LegalPage({
  pageKey,
  title: defaultTitle,
  subtitle,
  defaultText,
  children,
}: {
  pageKey: PageKey
  title: string
  subtitle: string
  defaultText: string
  children?: ReactNode
}) {
  const page = usePage(pageKey)
  const title = page.data?.title || defaultTitle
  useDocumentTitle(page.isPending ? undefined : title)

  useEffect(() => {
    if (page.isError && !isNotFound(page.error)) notify.error(tr.about.loadError)
  }, [page.isError, page.error])

  const hasContent = !!page.data?.content?.trim()
  return (
    <>
      <section className="bg-gradient-to-br from-amber-50 via-orange-50 to-stone-100">
        <div className="mx-auto max-w-3xl px-4 py-14">
          <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-lg text-stone-700">{subtitle}</p>
          {page.data?.updatedAt ? (
            <p className="mt-2 text-sm text-stone-500">
              {fmt(tr.privacy.updatedAt, { date: formatDate(page.data.updatedAt) })}
            </p>
          ) : null}
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        {page.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : hasContent ? (
          <RichText html={page.data?.content} />
        ) : (
          <p className="leading-7 text-stone-700">{defaultText}</p>
        )}
        {children}
      </div>
    </>
  )
}

/** /kullanim-kosullari (lazy route): the admin's 'terms' page. */
export function TermsPage() {
  return (
    <LegalPage
      pageKey="terms"
      title={tr.legal.termsTitle}
      subtitle={tr.legal.termsSubtitle}
      defaultText={tr.legal.termsDefault}
    />
  )
}

/** /cerez-politikasi (lazy route): the admin's 'cookies' page and the cookie registry of the server. */
export function CookiesPage() {
  return (
    <LegalPage
      pageKey="cookies"
      title={tr.legal.cookiesTitle}
      subtitle={tr.legal.cookiesSubtitle}
      defaultText={tr.legal.cookiesDefault}
    >
      <CookieTable />
    </LegalPage>
  )
}

function CookieTable() {
  const cookies = useCookies()
  return (
    <section aria-labelledby="cookie-list" className="mt-10">
      <h2 id="cookie-list" className="font-serif text-2xl font-bold text-stone-900">
        {tr.legal.cookieListTitle}
      </h2>
      {cookies.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {tr.legal.cookieListError}
        </p>
      ) : (
        <ScrollBox label={tr.legal.cookieListTitle} className="mt-4 rounded-lg border border-stone-200">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {tr.legal.cookieName}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {tr.legal.cookiePurpose}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {tr.legal.cookieLifetime}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {tr.legal.cookieKind}
                </th>
              </tr>
            </thead>
            <tbody>
              {(cookies.data ?? []).map((c) => (
                <tr key={c.name} className="border-t border-stone-200 align-top">
                  <td className="px-3 py-2 font-mono text-xs break-all text-stone-900">{c.name}</td>
                  <td className="px-3 py-2 text-stone-700">{c.purpose}</td>
                  <td className="px-3 py-2 text-stone-700">{c.lifetime}</td>
                  <td className="px-3 py-2 text-stone-700">{c.kind}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  )
}
