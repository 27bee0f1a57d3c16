import { z } from 'zod'
import { tr } from '@/i18n'
import { validateISBN } from './isbn'
import { liraToKurus } from './money'
import { parcelSchema } from './book-parcel'
import { trPanels } from '@/i18n/panels'

const m = trPanels.bookRules

/** The server's limits for a book (internal/bookstore/books.go). */
export const MAX_TITLE = 200
export const MAX_PRICE_KURUS = 100_000_000
export const MAX_STOCK = 1_000_000
export const MAX_PAGE_COUNT = 100_000

/** An optional whole number field: '' is 0 (the server's default). */
function wholeNumber(min: string, max: number) {
  return z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') return
      if (!/^-?\d+$/.test(v)) return void ctx.addIssue({ code: 'custom', message: m.wholeNumber })
      const n = Number(v)
      if (n < 0 || n > max) ctx.addIssue({ code: 'custom', message: min })
    })
}

/**
 * A book's form fields, the server's rules and messages repeated for quick
 * feedback: title, ISBN, author, price and cover
 * required; price, stock and page count at least 0 (and under the server's
 * typo guards). Numbers stay strings while typed; each panel converts them
 * to its request. The admin's form is all of it; the author's picks the
 * fields an author may set (authorBookSchema), so both check alike.
 */
export const bookSchema = z.object({
  title: z.string().trim().min(1, tr.validation.required).max(MAX_TITLE, m.titleTooLong),
  isbn: z.string().superRefine((v, ctx) => {
    // Empty (or only separators) gets the server's own 'Lütfen ISBN numarası girin'.
    const r = validateISBN(v)
    if (!r.valid) ctx.addIssue({ code: 'custom', message: r.error })
  }),
  authorId: z.string().min(1, tr.validation.required),
  /** The combobox's text; only authorId is sent. */
  authorName: z.string(),
  categoryId: z.string(),
  price: z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') return void ctx.addIssue({ code: 'custom', message: tr.validation.required })
      const k = liraToKurus(v)
      if (Number.isNaN(k)) return void ctx.addIssue({ code: 'custom', message: tr.validation.amount })
      if (k < 0 || k > MAX_PRICE_KURUS) ctx.addIssue({ code: 'custom', message: m.priceMin })
    }),
  stock: wholeNumber(m.stockMin, MAX_STOCK),
  pageCount: wholeNumber(m.pageCountMin, MAX_PAGE_COUNT),
  publicationDate: z
    .string()
    .refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && v >= '1000'),
      m.badDate,
    ),
  coverUrl: z.string().min(1, tr.validation.required),
  description: z.string(),
  featured: z.boolean(),
  approved: z.boolean(),
  /** The book's own KDV class as lib/kdv's select value; '' the shop default. The admin's form only. */
  kdvRate: z.string(),
  /** Weight and dimensions: optional, whole numbers within the server's bounds. */
  ...parcelSchema,
})

/**
 * The author's book form: the fields an author may set (the weight and
 * dimensions too: they propose them like the rest), never author,
 * approval, stock, featured or the cover (that is an upload of its own).
 */
export const authorBookSchema = bookSchema.pick({
  title: true,
  isbn: true,
  categoryId: true,
  price: true,
  pageCount: true,
  publicationDate: true,
  description: true,
  weightGrams: true,
  widthMm: true,
  heightMm: true,
  depthMm: true,
})
