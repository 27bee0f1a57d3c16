import { z } from 'zod'
import type { AdminPage, PageKey, PageRequest } from './api/pages'
import { paths } from '@/lib/paths'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminContent

/** The card and modal name of each page key on /admin/icerik. */
export const pageNames: Record<PageKey, string> = {
  about: t.pageAbout,
  contact: t.pageContact,
  privacy: t.pagePrivacy,
  terms: t.pageTerms,
  cookies: t.pageCookies,
}

/** Where the storefront shows each page. */
export const publicPaths: Partial<Record<PageKey, string>> = {
  about: paths.about(),
  contact: paths.about(),
  privacy: paths.privacy(),
  terms: paths.terms(),
  cookies: paths.cookies(),
}

const https = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || (/^https:\/\/\S+$/.test(v) && !/["'<>]/.test(v)), t.httpsRequired)

/** The server's rules repeated for quick feedback (internal/bookstore PageInput.Validate). */
export const pageFormSchema = z.object({
  title: z.string().trim().min(1, t.titleRequired).max(400),
  content: z.string().max(100_000),
  published: z.boolean(),
  heroImage: z.string(),
  stats: z.object({
    books: z.string().trim().max(20),
    authors: z.string().trim().max(20),
    awards: z.string().trim().max(20),
    readers: z.string().trim().max(20),
  }),
  address: z.string().trim().max(1000),
  phone: z.string().trim().max(40),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), t.emailInvalid),
  sellerTitle: z.string().trim().max(200),
  mersis: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^[\d -]+$/.test(v) && v.replace(/\D/g, '').length === 16), t.mersisInvalid),
  returnCarrier: z.string().trim().max(100),
  returnAgreementCode: z
    .string()
    .trim()
    .max(40, t.returnAgreementCodeInvalid)
    .refine((v) => !/[\r\n]/.test(v), t.returnAgreementCodeInvalid),
  taxOffice: z.string().trim().max(100),
  taxNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{10,11}$/.test(v), t.taxNumberInvalid),
  kep: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.kep\.tr$/i.test(v), t.kepInvalid),
  social: z.object({ facebook: https, twitter: https, instagram: https }),
  subtitle: z.string().trim().max(300),
})

export type PageFormValues = z.infer<typeof pageFormSchema>

function text(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''
}

function obj(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' ? (v as Record<string, unknown>) : {}
}

/** The form's values from a stored (or never-saved) page; meta is an open object, read defensively. */
export function formValues(page: AdminPage): PageFormValues {
  const meta = obj(page.meta)
  const stats = obj(meta.stats)
  const social = obj(meta.social)
  return {
    title: page.title,
    content: page.content,
    // A page that was never saved is published by default once saved.
    published: page.stored ? page.published : true,
    heroImage: text(meta.hero_image),
    stats: {
      books: text(stats.books),
      authors: text(stats.authors),
      awards: text(stats.awards),
      readers: text(stats.readers),
    },
    address: text(meta.address),
    phone: text(meta.phone),
    email: text(meta.email),
    sellerTitle: text(meta.seller_title),
    mersis: text(meta.mersis),
    returnCarrier: text(meta.return_carrier),
    returnAgreementCode: text(meta.return_agreement_code),
    taxOffice: text(meta.tax_office),
    taxNumber: text(meta.tax_number),
    kep: text(meta.kep),
    social: { facebook: text(social.facebook), twitter: text(social.twitter), instagram: text(social.instagram) },
    subtitle: text(meta.subtitle),
  }
}

/** The PUT body: the common fields and only the fields of this page's key. */
export function pageRequest(key: PageKey, v: PageFormValues): PageRequest {
  const body: PageRequest = { title: v.title.trim(), content: v.content, published: v.published }
  switch (key) {
    case 'about':
      return { ...body, heroImage: v.heroImage.trim(), stats: v.stats }
    case 'contact':
      return {
        ...body,
        address: v.address,
        phone: v.phone,
        email: v.email,
        sellerTitle: v.sellerTitle,
        mersis: v.mersis,
        returnCarrier: v.returnCarrier,
        returnAgreementCode: v.returnAgreementCode,
        taxOffice: v.taxOffice,
        taxNumber: v.taxNumber,
        kep: v.kep,
        social: v.social,
      }
    case 'privacy':
      return { ...body, subtitle: v.subtitle }
    default:
      return body
  }
}

/** The labels of the seller fields the server reports missing (AdminPage.missing). */
export const sellerFieldLabels: Record<string, string> = {
  sellerTitle: t.sellerName,
  address: t.address,
  phone: t.phone,
  email: t.email,
  mersis: t.mersis,
  returnCarrier: t.returnCarrier,
}

/** Field errors of the server, keyed by the form's field paths ('body.title' and 'title' alike). */
export function formField(field: string): string {
  return field.replace(/^body\./, '')
}

export const EXCERPT_LENGTH = 150

/** A plain-text excerpt of HTML: tags dropped, blocks separated, entities decoded, at most 150 characters. */
export function plainExcerpt(html: string, length = EXCERPT_LENGTH): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, '$& ')
  const doc = new DOMParser().parseFromString(spaced, 'text/html')
  const plain = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
  if (plain.length <= length) return plain
  return `${plain.slice(0, length).trimEnd()}…`
}
