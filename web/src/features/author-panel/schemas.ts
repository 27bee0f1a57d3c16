import { z } from 'zod'
import { tr } from '@/i18n'
import type { authorBookSchema } from '@/lib/book-schema'
import { kurusToInput, liraToKurus } from '@/lib/money'
import { parcelToForm, parcelToRequest } from '@/lib/book-parcel'
import type { AuthorBook, AuthorBookRequest } from './api/books'
import type { AuthorEvent, AuthorEventRequest } from './api/events'

const v = tr.validation

const requiredString = z.string().trim().min(1, v.required)

/** The author's book form values: the book schema's fields an author may set (lib/book-schema). */
export type AuthorBookValues = z.infer<typeof authorBookSchema>

/** The form's values of a book: its pending revision's fields while an edit waits (the author goes on editing it). */
export function bookToValues(stored: AuthorBook | null | undefined): AuthorBookValues {
  const book = stored?.pendingRevision ? { ...stored, ...stored.pendingRevision, isbnFormatted: '' } : stored
  return {
    title: book?.title ?? '',
    isbn: book?.isbnFormatted || book?.isbn || '',
    categoryId: book?.categoryId ?? '',
    price: book ? kurusToInput(book.price) : '',
    pageCount: book && book.pageCount > 0 ? String(book.pageCount) : '',
    publicationDate: book?.publicationDate ? book.publicationDate.slice(0, 10) : '',
    description: book?.description ?? '',
    ...parcelToForm(book),
  }
}

/** Only the fields the server accepts for an author: never approval, stock or featured. */
export function valuesToBookRequest(values: AuthorBookValues): AuthorBookRequest {
  return {
    title: values.title.trim(),
    isbn: values.isbn.trim(),
    categoryId: values.categoryId || undefined,
    price: liraToKurus(values.price),
    pageCount: values.pageCount === '' ? 0 : Number(values.pageCount),
    // An empty date is sent as null: the book has no publication date.
    publicationDate: values.publicationDate === '' ? null : values.publicationDate,
    description: values.description,
    ...parcelToRequest(values),
  }
}

/** The author's event form: title and date-time required. */
export const authorEventSchema = z.object({
  title: requiredString,
  eventDate: z.string().min(1, v.required),
  location: z.string().trim(),
  description: z.string(),
})
export type AuthorEventValues = z.infer<typeof authorEventSchema>

const ISTANBUL_OFFSET = '+03:00' // Türkiye keeps UTC+3 all year since 2016.

/** An ISO instant as the value of a datetime-local input in Istanbul time ("2026-12-01T19:30"). */
export function isoToIstanbulLocal(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00'
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`
}

/** A datetime-local value read as Istanbul time, as an ISO timestamp. */
export function istanbulLocalToIso(local: string): string {
  return new Date(`${local}:00${ISTANBUL_OFFSET}`).toISOString()
}

export function eventToValues(event: AuthorEvent | null | undefined): AuthorEventValues {
  return {
    title: event?.title ?? '',
    eventDate: event ? isoToIstanbulLocal(event.eventDate) : '',
    location: event?.location ?? '',
    description: event?.description ?? '',
  }
}

/** The image is set by the upload (after admin approval); the request keeps the current one. */
export function valuesToEventRequest(values: AuthorEventValues, imageUrl?: string | null): AuthorEventRequest {
  return {
    title: values.title.trim(),
    eventDate: istanbulLocalToIso(values.eventDate),
    location: values.location.trim(),
    description: values.description,
    ...(imageUrl ? { imageUrl } : {}),
  }
}

/** The author profile: name required. */
export const authorProfileSchema = z.object({
  name: requiredString,
  biography: z.string(),
})
export type AuthorProfileValues = z.infer<typeof authorProfileSchema>
