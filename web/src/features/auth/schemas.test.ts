import { describe, expect, it } from 'vitest'
import { tr } from '@/i18n'
import { loginSchema, passwordProblem, registerSchema } from './schemas'

const v = tr.validation

describe('password rules (in their order)', () => {
  it.each([
    ['', v.required],
    ['Ab1!', v.passwordMin],
    ['abcdefg1!', v.passwordUpper],
    ['ABCDEFG1!', v.passwordLower],
    ['Abcdefgh!', v.passwordDigit],
    ['Abcdefgh1', v.passwordSpecial],
    ['Abcdefg 1', v.passwordSpecial],
  ])('%j → %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message)
  })

  it('accepts a strong password, Turkish letters included', () => {
    expect(passwordProblem('Kitap123!')).toBeNull()
    expect(passwordProblem('Şifre2024.')).toBeNull()
    expect(passwordProblem('çiçekLER9#')).toBeNull()
  })
})

const valid = {
  fullName: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  password: 'Kitap123!',
  confirmPassword: 'Kitap123!',
  acceptTerms: true,
}

function issues(input: unknown) {
  const r = registerSchema.safeParse(input)
  if (r.success) return {}
  const out: Record<string, string> = {}
  for (const i of r.error.issues) {
    const key = i.path.join('.')
    if (!(key in out)) out[key] = i.message
  }
  return out
}

describe('registerSchema', () => {
  it('accepts valid input', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true)
  })

  it('requires every field', () => {
    expect(issues({ fullName: '  ', email: '', password: '', confirmPassword: '', acceptTerms: false })).toEqual({
      fullName: v.required,
      email: v.required,
      password: v.required,
      confirmPassword: v.required,
      acceptTerms: v.acceptTerms,
    })
  })

  it('checks the e-mail format', () => {
    expect(issues({ ...valid, email: 'ayse@' })).toEqual({ email: v.email })
  })

  it('requires matching passwords', () => {
    expect(issues({ ...valid, confirmPassword: 'Kitap123?' })).toEqual({ confirmPassword: v.passwordMismatch })
  })

  it('requires accepting the terms', () => {
    expect(issues({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: v.acceptTerms })
  })
})

describe('loginSchema', () => {
  it('requires e-mail and password', () => {
    const r = loginSchema.safeParse({ email: '', password: '', rememberMe: false })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', v.required],
      ['password', v.required],
    ])
  })
})
