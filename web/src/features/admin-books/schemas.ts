import type { z } from 'zod'
import type { bookSchema } from '@/lib/book-schema'
import { normalizeISBN } from '@/lib/isbn'
import { kdvValue, parseKdv } from '@/lib/kdv'
import { kurusToInput, liraToKurus } from '@/lib/money'
import { emptyParcel, PARCEL_FIELDS, parcelToForm, parcelToRequest } from '@/lib/book-parcel'
import type { AdminBook, BookRequest, IsbnBookData } from './api/books'

/** The admin's book form is the whole book schema (lib/book-schema); the author panel's picks from it. */
export type BookFormValues = z.infer<typeof bookSchema>

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
  'kdvRate',
  ...PARCEL_FIELDS,
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
  kdvRate: '',
  ...emptyParcel,
}

export function bookToForm(b: AdminBook): BookFormValues {
  return {
    title: b.title,
    isbn: b.isbn,
    authorId: b.authorId,
    authorName: b.authorName,
    categoryId: b.categoryId ?? '',
    price: kurusToInput(b.price),
    stock: String(b.stock),
    pageCount: String(b.pageCount),
    publicationDate: b.publicationDate ?? '',
    coverUrl: b.coverUrl ?? '',
    description: b.description,
    featured: b.featured,
    approved: b.approved,
    kdvRate: kdvValue(b.kdvRate == null ? null : { rate: b.kdvRate, exemption: b.kdvExemption }),
    ...parcelToForm(b),
  }
}

/** The request body: lira to kuruş, empty numbers 0 (weight and dimensions null), an empty date null, no category '', the shop's KDV default a null rate. */
export function toBookRequest(v: BookFormValues): BookRequest {
  const kdv = parseKdv(v.kdvRate)
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
    kdvRate: kdv ? kdv.rate : null,
    kdvExemption: kdv ? kdv.exemption : '',
    ...parcelToRequest(v),
  }
}

/**
 * What an ISBN lookup changes in the form: only the fields the
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
