import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { tr } from '@/i18n'
import { authorBookSchema, bookSchema } from './book-schema'
import { trPanels } from '@/i18n/panels'

const m = trPanels.bookRules

type BookValues = z.infer<typeof bookSchema>
type AuthorBookValues = z.infer<typeof authorBookSchema>

const valid: BookValues = {
  title: 'Sisli Sokaklar',
  isbn: '978-605-12345-6-4',
  authorId: 'a1',
  authorName: 'Selim Karasulu',
  categoryId: '',
  price: '149.90',
  stock: '0',
  pageCount: '0',
  publicationDate: '',
  coverUrl: '/media/book-covers/x.jpg',
  description: '',
  featured: false,
  approved: false,
  kdvRate: '',
  weightGrams: '',
  widthMm: '',
  heightMm: '',
  depthMm: '',
}

const validAuthorBook: AuthorBookValues = {
  title: valid.title,
  isbn: valid.isbn,
  categoryId: '',
  price: valid.price,
  pageCount: '',
  publicationDate: '',
  description: '',
  weightGrams: '',
  widthMm: '',
  heightMm: '',
  depthMm: '',
}

function issues(r: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (r.success) return {}
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))
}

const errorsOf = (values: Partial<BookValues>) => issues(bookSchema.safeParse({ ...valid, ...values }))
const authorErrorsOf = (values: Partial<AuthorBookValues>) =>
  issues(authorBookSchema.safeParse({ ...validAuthorBook, ...values }))

describe('bookSchema (the admin book form)', () => {
  it('takes the weight and dimensions as optional whole numbers within the server bounds', () => {
    const p = trPanels.bookParcel
    expect(errorsOf({ weightGrams: '320', widthMm: '135', heightMm: '210', depthMm: '18' })).toEqual({})
    expect(errorsOf({ weightGrams: '20000', widthMm: '1000', heightMm: '1', depthMm: '' })).toEqual({})
    expect(errorsOf({ weightGrams: '0', widthMm: '1001', heightMm: '-4', depthMm: '2.5' })).toEqual({
      weightGrams: p.weightInvalid,
      widthMm: p.widthInvalid,
      heightMm: p.heightInvalid,
      depthMm: p.depthInvalid,
    })
    expect(authorErrorsOf({ weightGrams: '20001' })).toEqual({ weightGrams: p.weightInvalid })
  })

  it('accepts a complete book', () => {
    expect(errorsOf({})).toEqual({})
  })

  it('requires title, ISBN, author, price and cover with the server message', () => {
    expect(errorsOf({ title: '  ', isbn: '', authorId: '', price: '', coverUrl: '' })).toEqual({
      title: tr.validation.required,
      isbn: tr.isbn.required,
      authorId: tr.validation.required,
      price: tr.validation.required,
      coverUrl: tr.validation.required,
    })
  })

  it('checks the ISBN like the server', () => {
    expect(errorsOf({ isbn: '978605123456' }).isbn).toBe(tr.isbn.format)
    expect(errorsOf({ isbn: '9786051234565' }).isbn).toBe(tr.isbn.invalidCheck)
    expect(errorsOf({ isbn: ' - - ' }).isbn).toBe(tr.isbn.required)
    expect(errorsOf({ isbn: '0-306-40615-2' })).toEqual({})
    expect(errorsOf({ isbn: '605123456X' })).toEqual({})
  })

  it('keeps price, stock and page count at 0 or more', () => {
    expect(errorsOf({ price: '-1' }).price).toBe(m.priceMin)
    expect(errorsOf({ price: 'abc' }).price).toBe(tr.validation.amount)
    expect(errorsOf({ price: '1.299,90' })).toEqual({})
    expect(errorsOf({ price: '129,90' })).toEqual({})
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

  it('shows the admin screen the same messages', () => {
    expect(trPanels.adminBooks.priceMin).toBe(m.priceMin)
    expect(trPanels.adminBooks.titleTooLong).toBe(m.titleTooLong)
  })
})

describe('authorBookSchema (the author panel book form)', () => {
  it('has only the fields an author may set', () => {
    expect(Object.keys(authorBookSchema.shape).sort()).toEqual(
      [
        'categoryId',
        'description',
        'isbn',
        'pageCount',
        'price',
        'publicationDate',
        'title',
        'weightGrams',
        'widthMm',
        'heightMm',
        'depthMm',
      ].sort(),
    )
    // Approval, stock, featured, author and cover are not the author's to send.
    const parsed = authorBookSchema.parse({ ...validAuthorBook, approved: true, stock: '5', featured: true })
    expect(parsed).toEqual(validAuthorBook)
  })

  it('accepts a complete book with an empty page count', () => {
    expect(authorErrorsOf({})).toEqual({})
  })

  it('checks each field with the same rule and message as the admin form', () => {
    const cases: Array<Partial<AuthorBookValues>> = [
      { title: '  ' },
      { title: 'a'.repeat(201) },
      { isbn: '' },
      { isbn: '978605123456' },
      { isbn: '9786051234565' },
      { price: '' },
      { price: '-1' },
      { price: 'abc' },
      { price: '1000001' },
      { pageCount: '-1' },
      { pageCount: '1.5' },
      { pageCount: '100001' },
      { publicationDate: '0999-01-01' },
    ]
    for (const c of cases) {
      const author = authorErrorsOf(c)
      expect(Object.keys(author), JSON.stringify(c)).toHaveLength(1)
      expect(author, JSON.stringify(c)).toEqual(errorsOf(c))
    }
  })
})
