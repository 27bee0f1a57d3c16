import { z } from 'zod'
import { tr } from '@/i18n'
import { isTurkishPhone } from '@/lib/phone'
import { compactNumber, validTCKN, validVKN } from './tax-ids'

const t = tr.addresses

/** Lengths of the server's rules (internal/bookstore/addresses.go). */
export const MAX_LABEL = 40
export const MAX_LINE = 300
export const MAX_NEIGHBORHOOD = 100
export const MAX_TITLE = 200
export const MAX_TAX_OFFICE = 100

/** The address form; il and ilçe are ids of the official list (0: none chosen). */
export const addressSchema = z
  .object({
    label: z.string().trim().min(1, t.labelRequired).max(MAX_LABEL, t.labelRequired),
    recipient: z.string().trim().min(1, t.recipientRequired).max(100, t.recipientRequired),
    phone: z.string().trim().refine(isTurkishPhone, t.phoneInvalid),
    provinceId: z.number().int().min(1, t.provinceRequired),
    districtId: z.number().int(),
    neighborhood: z.string().trim().max(MAX_NEIGHBORHOOD, t.neighborhoodTooLong),
    line: z.string().trim().min(5, t.lineRequired).max(MAX_LINE, t.lineRequired),
    postalCode: z
      .string()
      .trim()
      .refine((v) => v === '' || /^[0-9]{5}$/.test(v), t.postalCodeInvalid),
  })
  .refine((v) => v.districtId > 0 && Math.floor(v.districtId / 100) === v.provinceId, {
    path: ['districtId'],
    message: t.districtRequired,
  })
export type AddressValues = z.infer<typeof addressSchema>

export type InvoiceType = 'individual' | 'corporate'

/** Who the invoice is made out to, as typed on /sepet. */
export type BillingValues = {
  type: InvoiceType
  name: string
  tckn: string
  title: string
  vkn: string
  taxOffice: string
}

/**
 * The billing identity's messages by field (empty: valid), the server's
 * rules: Bireysel needs a name, a TCKN is optional but checked; Kurumsal
 * needs an unvan, a checked VKN and a vergi dairesi.
 */
export function billingErrors(b: BillingValues): Partial<Record<keyof BillingValues, string>> {
  const out: Partial<Record<keyof BillingValues, string>> = {}
  if (b.type === 'individual') {
    if (b.name.trim() === '' || b.name.trim().length > 100) out.name = t.billingNameRequired
    const tckn = compactNumber(b.tckn)
    if (tckn !== '' && !validTCKN(tckn)) out.tckn = t.invalidTCKN
  } else {
    const title = b.title.trim()
    if (title.length < 2 || title.length > MAX_TITLE) out.title = t.companyTitleRequired
    if (!validVKN(compactNumber(b.vkn))) out.vkn = t.invalidVKN
    const office = b.taxOffice.trim()
    if (office.length < 2 || office.length > MAX_TAX_OFFICE) out.taxOffice = t.taxOfficeRequired
  }
  return out
}

/** The request body's billing part: only the chosen type's fields. */
export function billingBody(b: BillingValues) {
  return b.type === 'individual'
    ? { type: b.type, name: b.name.trim(), tckn: compactNumber(b.tckn) }
    : { type: b.type, title: b.title.trim(), vkn: compactNumber(b.vkn), taxOffice: b.taxOffice.trim() }
}

/**
 * Turkish case-insensitive folding for the il/ilçe search: 'istanbul' finds
 * 'İstanbul', 'izmir' 'İzmir', 'IĞDIR' 'Iğdır'. Dotted and dotless i are
 * kept apart as Turkish does ('ı' ≠ 'i'), except that a plain ASCII 'i'
 * typed on a keyboard without Turkish letters also matches 'ı'.
 */
export function foldTr(s: string): string {
  return s.toLocaleLowerCase('tr-TR').normalize('NFC')
}

/** Whether `name` matches the typed `query` (a word of it starts with the query, Turkish-folded). */
export function matchesTr(name: string, query: string): boolean {
  const q = foldTr(query.trim())
  if (q === '') return true
  const n = foldTr(name)
  // \u0131 is the dotless i.
  const loose = (s: string) => s.replace(/\u0131/g, 'i')
  return n.startsWith(q) || n.includes(' ' + q) || loose(n).startsWith(loose(q))
}
