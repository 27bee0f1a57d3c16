import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import {
  isbnHint,
  isbnLookupFailure,
  ISBN_MESSAGES,
  normalizeISBN,
  validateISBN,
  validateISBN10,
  validateISBN13,
} from './isbn'

// The same cases as internal/bookstore/isbn_test.go; every valid example's
// check digit was computed (see that file). 9786051234566 is invalid: its
// check digit would be 4.
describe('validateISBN', () => {
  it.each([
    ['0-306-40615-2', 'ISBN-10'],
    ['0306406152', 'ISBN-10'],
    ['0-8044-2957-X', 'ISBN-10'],
    ['0-8044-2957-x', 'ISBN-10'],
    ['3-16-148410-X', 'ISBN-10'],
    ['605-211-804-0', 'ISBN-10'],
    ['978-0-306-40615-7', 'ISBN-13'],
    ['978 3 16 148410 0', 'ISBN-13'],
    ['9786052118047', 'ISBN-13'],
    ['9786051234564', 'ISBN-13'],
    ['ISBN: 978-0-306-40615-7', 'ISBN-13'],
  ])('accepts %s as %s', (input, kind) => {
    expect(validateISBN(input)).toEqual({ valid: true, kind })
  })

  it.each([
    ['0-306-40615-3', ISBN_MESSAGES.invalidCheck],
    ['0-306-40615-X', ISBN_MESSAGES.invalidCheck],
    ['0-8044-2957-0', ISBN_MESSAGES.invalidCheck],
    ['0-80X4-2957-1', ISBN_MESSAGES.invalidChar],
    ['0-306-46015-2', ISBN_MESSAGES.invalidCheck],
    ['978-0-306-40615-8', ISBN_MESSAGES.invalidCheck],
    ['9786051234566', ISBN_MESSAGES.invalidCheck],
    ['978-0-306-40615-X', ISBN_MESSAGES.invalidChar],
    ['978-0-3X6-40615-7', ISBN_MESSAGES.invalidChar],
    ['', ISBN_MESSAGES.required],
    [' - - ', ISBN_MESSAGES.required],
    ['abcdefghij', ISBN_MESSAGES.required],
    ['030640615', ISBN_MESSAGES.format],
    ['03064061521', ISBN_MESSAGES.format],
    ['978030640615', ISBN_MESSAGES.format],
    ['97803064061571', ISBN_MESSAGES.format],
    ['0-306-4O615-2', ISBN_MESSAGES.format],
    ['٠٣٠٦٤٠٦١٥٢', ISBN_MESSAGES.required],
  ])('rejects %j with %s', (input, error) => {
    const r = validateISBN(input)
    expect(r.valid).toBe(false)
    expect(r.valid ? '' : r.error).toBe(error)
  })

  it('has the exact texts of the product', () => {
    expect(ISBN_MESSAGES.format).toBe('Geçersiz ISBN formatı. ISBN 10 veya 13 haneli olmalıdır.')
    expect(ISBN_MESSAGES.length).toBe('ISBN 10 veya 13 haneli olmalıdır')
    expect(ISBN_MESSAGES.isbn10Length).toBe('ISBN-10 10 haneli olmalıdır')
    expect(ISBN_MESSAGES.isbn13Length).toBe('ISBN-13 13 haneli olmalıdır')
    expect(ISBN_MESSAGES.found).toBe("Kitap bilgileri ISBN'den alındı")
  })
})

describe('validateISBN10 and validateISBN13', () => {
  it('report their own length errors', () => {
    expect(validateISBN10('978-0-306-40615-7')).toMatchObject({ valid: false, error: ISBN_MESSAGES.isbn10Length })
    expect(validateISBN13('0-306-40615-2')).toMatchObject({ valid: false, error: ISBN_MESSAGES.isbn13Length })
    expect(validateISBN10('0-8044-2957-X').valid).toBe(true)
    expect(validateISBN13('978-3-16-148410-0').valid).toBe(true)
  })
})

describe('isbnHint', () => {
  it.each([
    ['', null],
    ['978', { valid: false, message: 'ISBN 10 veya 13 haneli olmalıdır' }],
    ['0-306-40615-2', { valid: true, message: 'Geçerli ISBN-10' }],
    ['978-0-306-40615-7', { valid: true, message: 'Geçerli ISBN-13' }],
    ['978-0-306-40615-8', { valid: false, message: 'Geçersiz kontrol hanesi' }],
    ['978-0-306-40615-X', { valid: false, message: 'Geçersiz karakter' }],
  ])('%j → %j', (input, hint) => {
    expect(isbnHint(input)).toEqual(hint)
  })
})

describe('normalizeISBN', () => {
  it.each([
    ['978-0-306-40615-7', '9780306406157'],
    [' 0 8044 2957 x ', '080442957X'],
    ['ISBN 0-8044-2957-X', '080442957X'],
    ['xX', 'XX'],
    ['٣٤٥ ün', ''],
  ])('normalises %j to %j', (input, out) => {
    expect(normalizeISBN(input)).toBe(out)
  })
})

describe('isbnLookupFailure', () => {
  it.each([
    ['a status without a reason', new ApiError(503, null), 'ISBN sorgulaması başarısız: 503'],
    [
      'the bare lookup-failed text',
      new ApiError(502, {
        status: 502,
        code: 'bad_gateway',
        message: 'ISBN sorgulaması başarısız',
        errors: [],
        requestId: '',
      }),
      'ISBN sorgulaması başarısız: 502',
    ],
    [
      'a reason',
      new ApiError(502, {
        status: 502,
        code: 'bad_gateway',
        message: 'ISBN sorgulaması başarısız: ISBN servisi hata döndürdü (HTTP 429)',
        errors: [],
        requestId: '',
      }),
      'ISBN sorgulaması başarısız: 502 (ISBN servisi hata döndürdü (HTTP 429))',
    ],
    ['no answer at all', new TypeError('Failed to fetch'), 'ISBN sorgulaması başarısız: yanıt alınamadı'],
  ])('%s', (_, err, want) => {
    expect(isbnLookupFailure(err)).toBe(want)
  })
})
