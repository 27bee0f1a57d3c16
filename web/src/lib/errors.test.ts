import { describe, expect, it } from 'vitest'
import { tr } from '@/i18n'
import { ApiError, type Problem } from './api-client'
import { categorize, categorizeLegacy, describeError, errorMessage } from './errors'

const problem = (p: Partial<Problem> & Pick<Problem, 'code'>): Problem => ({
  status: 400,
  message: '',
  ...p,
})

describe('categorize', () => {
  it.each([
    ['unauthorized', 'authentication'],
    ['forbidden', 'authorization'],
    ['invalid', 'validation'],
    ['too_large', 'validation'],
    ['unsupported_media_type', 'validation'],
    ['not_found', 'database'],
    ['conflict', 'database'],
    ['internal', 'unknown'],
  ] as const)('maps Problem.code %s to %s', (code, category) => {
    expect(categorize(new ApiError(400, problem({ code })))).toBe(category)
  })

  it('treats a failed fetch (TypeError) as network', () => {
    expect(categorize(new TypeError('Failed to fetch'))).toBe('network')
  })

  it('maps bare HTTP statuses when there is no problem body', () => {
    expect(categorize(new ApiError(401, null))).toBe('authentication')
    expect(categorize(new ApiError(403, null))).toBe('authorization')
    expect(categorize(new ApiError(404, null))).toBe('database')
    expect(categorize(new ApiError(422, null))).toBe('validation')
    expect(categorize(new ApiError(502, null))).toBe('unknown')
  })

  it('uses the fallback category when nothing more is known', () => {
    expect(categorize(new ApiError(502, null), 'payment')).toBe('payment')
    expect(categorize(new Error('boom'), 'upload')).toBe('upload')
    expect(categorize(undefined, 'authentication')).toBe('authentication')
  })
})

describe('categorizeLegacy (backend codes and message keywords)', () => {
  it.each([
    ['PGRST301', 'validation'],
    ['PGRST204', 'validation'],
    ['PGRST401', 'authentication'],
    ['invalid_auth_token', 'authentication'],
    ['PGRST403', 'authorization'],
    ['PGRST116', 'database'],
  ])('code %s gives %s', (code, category) => {
    expect(categorizeLegacy(code, undefined)).toBe(category)
  })

  it.each([
    ['Network request failed', 'network'],
    ['Failed to fetch', 'network'],
    ['permission denied for table books', 'authorization'],
    ['Access denied', 'authorization'],
    ['Auth session missing', 'authentication'],
    ['Invalid login credentials', 'authentication'],
    ['something odd', 'unknown'],
  ])('message %j gives %s', (message, category) => {
    expect(categorizeLegacy(undefined, message)).toBe(category)
  })

  it('applies to plain errors and error-like objects', () => {
    expect(categorize(new Error('Invalid login credentials'))).toBe('authentication')
    expect(categorize({ code: 'PGRST403', message: 'x' })).toBe('authorization')
    expect(categorize('network down')).toBe('network')
  })
})

describe('describeError', () => {
  it('shows the server message when there is one', () => {
    const err = new ApiError(
      400,
      problem({
        code: 'invalid',
        message: tr.validation.passwordCommon,
        errors: [{ field: 'password', message: tr.validation.passwordCommon }],
      }),
    )
    expect(describeError(err)).toEqual({
      category: 'validation',
      message: tr.validation.passwordCommon,
      fieldErrors: { password: tr.validation.passwordCommon },
    })
  })

  it('shows the rate-limit message of the server', () => {
    const msg = 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.'
    expect(errorMessage(new ApiError(429, problem({ status: 429, code: 'rate_limited', message: msg })))).toBe(msg)
  })

  it('falls back to the category message', () => {
    expect(errorMessage(new ApiError(403, problem({ code: 'forbidden', message: '' })))).toBe(tr.errors.authorization)
    expect(errorMessage(new ApiError(500, null))).toBe(tr.errors.unknown)
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(tr.errors.network)
    expect(errorMessage(new Error('x'), 'authentication')).toBe(tr.errors.authentication)
    expect(errorMessage(new Error('x'), 'payment')).toBe(tr.errors.payment)
    expect(errorMessage(new Error('x'), 'upload')).toBe(tr.errors.upload)
    expect(errorMessage(new ApiError(409, null))).toBe(tr.errors.database)
    expect(errorMessage(new ApiError(400, null))).toBe(tr.errors.validation)
  })

  it('accepts a null errors list', () => {
    const err = new ApiError(409, problem({ status: 409, code: 'conflict', message: 'm', errors: null as never }))
    expect(describeError(err)).toEqual({ category: 'database', message: 'm', fieldErrors: {} })
  })

  it('keeps the first message per field', () => {
    const err = new ApiError(
      400,
      problem({
        code: 'invalid',
        message: 'm',
        errors: [
          { field: 'email', message: 'a' },
          { field: 'email', message: 'b' },
        ],
      }),
    )
    expect(describeError(err).fieldErrors).toEqual({ email: 'a' })
  })
})
