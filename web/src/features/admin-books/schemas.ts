import { z } from 'zod'
import { tr } from '@/i18n'
import { normalizeISBN, validateISBN } from '@/lib/isbn'
import { kurusToLira, liraToKurus } from '@/lib/money'
import type { AdminBook, BookRequest, IsbnBookData } from './api/books'

const m = tr.adminBooks

/** The server's limits (internal/bookstore/admin_books.go). */
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
 * The book form (panels.md §5), the server's rules and messages repeated
 * for quick feedback: title, ISBN, author, price and cover required; price,
 * stock and page count at least 0 (and under the server's typo guards).
 * Numbers stay strings while typed and are converted in toBookRequest.
 */
export const bookFormSchema = z.object({
  title: z.string().trim().min(1, tr.validation.required).max(MAX_TITLE, m.titleTooLong),
  isbn: z.string().superRefine((v, ctx) => {
    if (normalizeISBN(v) === '') return void ctx.addIssue({ code: 'custom', message: tr.validation.required })
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
      if (Number.isNaN(k) || k < 0 || k > MAX_PRICE_KURUS) ctx.addIssue({ code: 'custom', message: m.priceMin })
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
})

export type BookFormValues = z.infer<typeof bookFormSchema>

/** The fields the server reports errors for, by their JSON names. */
export const BOOK_FIELDS = [
  'title',
  'isbn',
  'authorId',
  'categoryId',
  'price',
  'stock',
  'pageCount',
  'publicationDate',
  'coverUrl',
] as const satisfies ReadonlyArray<keyof BookFormValues>

export const emptyBookForm: BookFormValues = {
  title: '',
  isbn: '',
  authorId: '',
  authorName: '',
  categoryId: '',
  price: '',
  stock: '0',
  pageCount: '0',
  publicationDate: '',
  coverUrl: '',
  description: '',
  featured: false,
  approved: false,
}

export function bookToForm(b: AdminBook): BookFormValues {
  return {
    title: b.title,
    isbn: b.isbn,
    authorId: b.authorId,
    authorName: b.authorName,
    categoryId: b.categoryId ?? '',
    price: kurusToLira(b.price),
    stock: String(b.stock),
    pageCount: String(b.pageCount),
    publicationDate: b.publicationDate ?? '',
    coverUrl: b.coverUrl ?? '',
    description: b.description,
    featured: b.featured,
    approved: b.approved,
  }
}

/** The request body: lira to kuruş, empty numbers 0, an empty date null, no category ''. */
export function toBookRequest(v: BookFormValues): BookRequest {
  return {
    title: v.title.trim(),
    isbn: normalizeISBN(v.isbn),
    authorId: v.authorId,
    categoryId: v.categoryId,
    price: liraToKurus(v.price),
    stock: v.stock.trim() === '' ? 0 : Number(v.stock),
    pageCount: v.pageCount.trim() === '' ? 0 : Number(v.pageCount),
    publicationDate: v.publicationDate === '' ? null : v.publicationDate,
    coverUrl: v.coverUrl,
    description: v.description,
    featured: v.featured,
    approved: v.approved,
  }
}

/**
 * What an ISBN lookup changes in the form (panels.md §5): only the fields the
 * source gave (non-null). The author is set only when the server matched an
 * approved author; the cover only when it is one of the shop's own /media/
 * images (a remote source URL cannot be saved: the server keeps covers it
 * stored itself).
 */
export function lookupPatch(d: IsbnBookData): Partial<BookFormValues> {
  const patch: Partial<BookFormValues> = {}
  if (d.title != null) patch.title = d.title
  if (d.description != null) patch.description = d.description
  if (d.authorId != null) {
    patch.authorId = d.authorId
    if (d.authorName != null) patch.authorName = d.authorName
  }
  if (d.categoryId != null) patch.categoryId = d.categoryId
  if (d.pageCount != null) patch.pageCount = String(d.pageCount)
  if (d.publicationDate != null) patch.publicationDate = d.publicationDate
  if (d.coverUrl != null && d.coverUrl.startsWith('/media/')) patch.coverUrl = d.coverUrl
  return patch
}
