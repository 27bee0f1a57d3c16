import { tr } from '@/i18n'
import { usePage } from '@/features/pages/api/get-page'
import { readMeta } from '@/features/pages/api/types'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { contactFromMeta } from '../layouts/footer'

const t = tr.a11y

/**
 * /erisilebilirlik (lazy route): the accessibility statement. Its text is
 * the product's own (what was built and how it is tested changes with the
 * code, not with the admin's content), so it is static; the contact to
 * report a problem is the shop's, from the contact content as in the footer.
 */
export function AccessibilityPage() {
  useDocumentTitle(t.title)
  const contact = contactFromMeta(readMeta(usePage('contact').data))
  const email = contact.email ?? tr.footer.emailFallback
  return (
    <>
      <section className="bg-gradient-to-br from-amber-50 via-orange-50 to-stone-100">
        <div className="mx-auto max-w-3xl px-4 py-14">
          <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{t.title}</h1>
          <p className="mt-3 text-lg text-stone-700">{t.subtitle}</p>
        </div>
      </section>
      <div className="rich-text mx-auto max-w-3xl px-4 py-12 leading-7 text-stone-700">
        <h2>{t.conformanceTitle}</h2>
        <p>{t.conformance}</p>
        <h2>{t.measuresTitle}</h2>
        <ul>
          {t.measures.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <h2>{t.testingTitle}</h2>
        <p>{t.testing}</p>
        <h2>{t.limitsTitle}</h2>
        <ul>
          {t.limits.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <h2>{t.contactTitle}</h2>
        <p>{t.contact}</p>
        <p>
          {t.contactEmail} <a href={`mailto:${email}`}>{email}</a>
          {contact.phone ? (
            <>
              <br />
              {t.contactPhone} <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
            </>
          ) : null}
        </p>
        <p className="text-sm text-stone-600">{t.updated}</p>
      </div>
    </>
  )
}
