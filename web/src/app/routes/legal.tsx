import { tr } from '@/i18n'
import { ScrollBox } from '@/components/ui/scroll-box'
import { LegalPage } from '@/features/pages/components/legal-page'
import { useCookies } from '@/features/privacy/api/admin'

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
