import { Link } from 'react-router'
import { fmt, tr } from '@/i18n'
import { Logo } from '@/components/logo'
import { usePage } from '@/features/pages/api/get-page'
import { readMeta, type PageMeta } from '@/features/pages/api/types'
import { paths } from '@/lib/paths'

/** Contact details and social links (the contact content record's meta). */
export type FooterContact = {
  address?: string
  phone?: string
  email?: string
  social?: { facebook?: string; twitter?: string; instagram?: string }
  /** The seller's legal identity (6563 art. 3): only what the admin filled in. */
  seller?: { tradeName?: string; mersis?: string; taxOffice?: string; taxNumber?: string; kep?: string }
}

const quickLinks = [
  { to: paths.books(), label: tr.nav.books },
  { to: paths.authors(), label: tr.nav.authors },
  { to: paths.events(), label: tr.nav.events },
  { to: paths.about(), label: tr.nav.about },
]

/** Only non-empty strings survive; anything else falls back to the placeholders. */
function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined
}

/** Social links must be http(s): the value comes from editable content. */
function httpUrl(v: unknown): string | undefined {
  const s = str(v)
  return s && /^https?:\/\//i.test(s) ? s : undefined
}

export function contactFromMeta(meta: PageMeta | null | undefined): FooterContact {
  if (!meta) return {}
  return {
    address: str(meta.address),
    phone: str(meta.phone),
    email: str(meta.email),
    social: {
      facebook: httpUrl(meta.social?.facebook),
      twitter: httpUrl(meta.social?.twitter),
      instagram: httpUrl(meta.social?.instagram),
    },
    seller: {
      tradeName: str(meta.seller_title),
      mersis: str(meta.mersis),
      taxOffice: str(meta.tax_office),
      taxNumber: str(meta.tax_number),
      kep: str(meta.kep),
    },
  }
}

/** The seller's identity lines, from the contact content; nothing when none is filled in. */
function sellerLines(seller: FooterContact['seller']): string[] {
  if (!seller) return []
  const s = tr.legal.seller
  const tax = [seller.taxOffice, seller.taxNumber].filter(Boolean).join(' / ')
  return [
    seller.tradeName,
    seller.mersis && fmt(s.mersis, { value: seller.mersis }),
    tax && fmt(s.tax, { value: tax }),
    seller.kep && fmt(s.kep, { value: seller.kep }),
  ].filter((l): l is string => !!l)
}

/** Reads /api/pages/contact; an unpublished or failed page keeps the placeholders. */
export function Footer() {
  const { data } = usePage('contact')
  const contact = contactFromMeta(readMeta(data))
  const social = [
    { key: 'facebook', label: tr.footer.facebook, href: contact.social?.facebook },
    { key: 'twitter', label: tr.footer.twitter, href: contact.social?.twitter },
    { key: 'instagram', label: tr.footer.instagram, href: contact.social?.instagram },
  ].filter((s) => s.href)
  const identity = sellerLines(contact.seller)

  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <Logo className="text-white [&>span]:text-white" />
          <p className="mt-4 text-sm leading-6 text-stone-400">{tr.site.blurb}</p>
          {social.length > 0 ? (
            <ul aria-label={tr.footer.follow} className="mt-4 flex gap-4 text-sm">
              {social.map((s) => (
                <li key={s.key}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" className="hover:text-amber-400">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{tr.footer.quickLinks}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-amber-400">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{tr.footer.contact}</h2>
          <dl className="mt-4 space-y-2 text-sm">
            <div>
              <dt className="sr-only">{tr.footer.addressLabel}</dt>
              <dd>{contact.address || tr.footer.addressFallback}</dd>
            </div>
            <div>
              <dt className="sr-only">{tr.footer.phoneLabel}</dt>
              <dd>
                {contact.phone ? (
                  <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className="hover:text-amber-400">
                    {contact.phone}
                  </a>
                ) : (
                  tr.footer.phoneFallback
                )}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{tr.footer.emailLabel}</dt>
              <dd>
                {contact.email ? (
                  <a href={`mailto:${contact.email}`} className="hover:text-amber-400">
                    {contact.email}
                  </a>
                ) : (
                  tr.footer.emailFallback
                )}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-stone-400 md:flex-row md:items-center md:justify-between">
          <div>
            <p>{fmt(tr.footer.copyright, { year: shopYear() })}</p>
            {identity.length > 0 ? (
              <p data-testid="seller-identity" className="mt-1 text-stone-400">
                {identity.join(' · ')}
              </p>
            ) : null}
          </div>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link to={paths.privacy()} className="hover:text-amber-400">
                {tr.footer.privacy}
              </Link>
            </li>
            <li>
              <Link to={paths.terms()} className="hover:text-amber-400">
                {tr.footer.terms}
              </Link>
            </li>
            <li>
              <Link to={paths.cookies()} className="hover:text-amber-400">
                {tr.footer.cookies}
              </Link>
            </li>
            <li>
              <Link to={paths.accessibility()} className="hover:text-amber-400">
                {tr.a11y.footerLink}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}

/** The current year in the shop's time zone (Europe/Istanbul), for the copyright line. */
function shopYear(): string {
  return new Intl.DateTimeFormat('tr-TR', { year: 'numeric', timeZone: 'Europe/Istanbul' }).format(new Date())
}
