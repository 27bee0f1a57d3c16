import { describe, expect, it } from 'vitest'
import { liraToKurus } from '@/lib/money'
import { emptyBookForm, lookupPatch, toBookRequest, type BookFormValues } from './schemas'

const valid: BookFormValues = {
  ...emptyBookForm,
  title: 'Sisli Sokaklar',
  isbn: '978-605-12345-6-4',
  authorId: 'a1',
  authorName: 'Selim Karasulu',
  price: '149.90',
  coverUrl: '/media/book-covers/x.jpg',
}

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
      kdvRate: null,
      kdvExemption: '',
      weightGrams: null,
      widthMm: null,
      heightMm: null,
      depthMm: null,
    })
    expect(toBookRequest({ ...valid, publicationDate: '2024-09-17' }).publicationDate).toBe('2024-09-17')
  })

  it('sends the weight and dimensions as numbers, an empty one as null (not entered)', () => {
    expect(
      toBookRequest({ ...valid, weightGrams: '320', widthMm: ' 135 ', heightMm: '210', depthMm: '' }),
    ).toMatchObject({
      weightGrams: 320,
      widthMm: 135,
      heightMm: 210,
      depthMm: null,
    })
  })

  it('sends the KDV select as a rate and exemption code; the shop default as a null rate', () => {
    expect(toBookRequest({ ...valid, kdvRate: '20' })).toMatchObject({ kdvRate: 20, kdvExemption: '' })
    expect(toBookRequest({ ...valid, kdvRate: '0:335' })).toMatchObject({ kdvRate: 0, kdvExemption: '335' })
    expect(toBookRequest({ ...valid, kdvRate: '' })).toMatchObject({ kdvRate: null, kdvExemption: '' })
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
