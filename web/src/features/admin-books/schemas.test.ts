import { describe, expect, it } from 'vitest'
import { tr } from '@/i18n'
import { liraToKurus } from '@/lib/money'
import { bookFormSchema, emptyBookForm, lookupPatch, toBookRequest, type BookFormValues } from './schemas'

const m = tr.adminBooks

const valid: BookFormValues = {
  ...emptyBookForm,
  title: 'Sisli Sokaklar',
  isbn: '978-605-12345-6-4',
  authorId: 'a1',
  authorName: 'Selim Karasulu',
  price: '149.90',
  coverUrl: '/media/book-covers/x.jpg',
}

function errorsOf(values: Partial<BookFormValues>): Record<string, string> {
  const r = bookFormSchema.safeParse({ ...valid, ...values })
  if (r.success) return {}
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('bookFormSchema', () => {
  it('accepts a complete book', () => {
    expect(errorsOf({})).toEqual({})
  })

  it('requires title, ISBN, author, price and cover with the server message', () => {
    expect(errorsOf({ title: '  ', isbn: '', authorId: '', price: '', coverUrl: '' })).toEqual({
      title: tr.validation.required,
      isbn: tr.validation.required,
      authorId: tr.validation.required,
      price: tr.validation.required,
      coverUrl: tr.validation.required,
    })
  })

  it('checks the ISBN like the server', () => {
    expect(errorsOf({ isbn: '978605123456' }).isbn).toBe(tr.isbn.format)
    expect(errorsOf({ isbn: '9786051234565' }).isbn).toBe(tr.isbn.invalidCheck)
    expect(errorsOf({ isbn: '0-306-40615-2' })).toEqual({})
    expect(errorsOf({ isbn: '605123456X' })).toEqual({})
  })

  it('keeps price, stock and page count at 0 or more', () => {
    expect(errorsOf({ price: '-1' }).price).toBe(m.priceMin)
    expect(errorsOf({ price: 'abc' }).price).toBe(m.priceMin)
    expect(errorsOf({ price: '0' })).toEqual({})
    expect(errorsOf({ stock: '-3' }).stock).toBe(m.stockMin)
    expect(errorsOf({ stock: '1.5' }).stock).toBe(m.wholeNumber)
    expect(errorsOf({ stock: '' })).toEqual({})
    expect(errorsOf({ pageCount: '-1' }).pageCount).toBe(m.pageCountMin)
    expect(errorsOf({ pageCount: '100001' }).pageCount).toBe(m.pageCountMin)
  })

  it('limits the title to 200 characters', () => {
    expect(errorsOf({ title: 'a'.repeat(201) }).title).toBe(m.titleTooLong)
    expect(errorsOf({ title: 'a'.repeat(200) })).toEqual({})
  })

  it('takes an empty date or YYYY-MM-DD', () => {
    expect(errorsOf({ publicationDate: '' })).toEqual({})
    expect(errorsOf({ publicationDate: '2024-09-17' })).toEqual({})
    expect(errorsOf({ publicationDate: '0999-01-01' }).publicationDate).toBe(m.badDate)
  })
})

describe('toBookRequest', () => {
  it('sends kuruş, whole numbers, a normalised ISBN and null for an empty date', () => {
    expect(liraToKurus('129,5')).toBe(12950)
    expect(liraToKurus('0.1')).toBe(10)
    expect(toBookRequest({ ...valid, stock: '', pageCount: '312' })).toEqual({
      title: 'Sisli Sokaklar',
      isbn: '9786051234564',
      authorId: 'a1',
      categoryId: '',
      price: 14990,
      stock: 0,
      pageCount: 312,
      publicationDate: null,
      coverUrl: '/media/book-covers/x.jpg',
      description: '',
      featured: false,
      approved: false,
    })
    expect(toBookRequest({ ...valid, publicationDate: '2024-09-17' }).publicationDate).toBe('2024-09-17')
  })
})

describe('lookupPatch', () => {
  const none = {
    title: null,
    description: null,
    authorId: null,
    authorName: null,
    categoryId: null,
    pageCount: null,
    publicationDate: null,
    coverUrl: null,
  }

  it('changes only the fields the source gave', () => {
    expect(lookupPatch(none)).toEqual({})
    expect(lookupPatch({ ...none, title: 'T', pageCount: 0 })).toEqual({ title: 'T', pageCount: '0' })
  })

  it('sets the author only when the server matched an approved one', () => {
    expect(lookupPatch({ ...none, authorName: 'Unknown Writer' })).toEqual({})
    expect(lookupPatch({ ...none, authorId: 'a9', authorName: 'Selim Karasulu' })).toEqual({
      authorId: 'a9',
      authorName: 'Selim Karasulu',
    })
  })

  it("takes the cover only when it is the shop's own /media/ image", () => {
    expect(lookupPatch({ ...none, coverUrl: 'https://books.example/l.jpg' })).toEqual({})
    expect(lookupPatch({ ...none, coverUrl: '/media/book-covers/c.jpg' })).toEqual({
      coverUrl: '/media/book-covers/c.jpg',
    })
  })
})
