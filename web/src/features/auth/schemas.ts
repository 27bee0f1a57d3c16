import { z } from 'zod'
import { tr } from '@/i18n'

const v = tr.validation

const requiredString = z.string().trim().min(1, v.required)

export const emailSchema = requiredString.pipe(z.email(v.email))

/**
 * Password rules, the server's (internal/bookstore/password.go), checked in
 * this order; the first failing rule's message is shown. The common-password
 * list is checked by the server only.
 */
export const passwordSchema = z
  .string()
  .min(1, v.required)
  .min(8, v.passwordMin)
  .regex(/[A-ZÇĞİÖŞÜ]/, v.passwordUpper)
  .regex(/[a-zçğıöşü]/, v.passwordLower)
  .regex(/[0-9]/, v.passwordDigit)
  .regex(/[^A-Za-z0-9ÇĞİÖŞÜçğıöşü\s]/, v.passwordSpecial)

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, v.required),
  rememberMe: z.boolean(),
})
export type LoginValues = z.infer<typeof loginSchema>

/** A new password and its repeat (registration, author application, reset). */
const newPasswordFields = {
  password: passwordSchema,
  confirmPassword: z.string().min(1, v.required),
}

/** The repeat must match; an empty repeat only says it is required. */
function withMatchingPasswords<S extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: S): S {
  return schema.refine((d) => d.confirmPassword === '' || d.password === d.confirmPassword, {
    path: ['confirmPassword'],
    message: v.passwordMismatch,
  })
}

/** The fields of a new account, shared by registration and the author application. */
const accountFields = {
  fullName: requiredString,
  email: emailSchema,
  ...newPasswordFields,
  acceptTerms: z.boolean().refine((x) => x, v.acceptTerms),
}

/** Registration adds the separate, optional marketing consent (unticked). */
export const registerSchema = withMatchingPasswords(
  z.object({ ...accountFields, marketingConsent: z.boolean().default(false) }),
)
export type RegisterValues = z.infer<typeof registerSchema>

export const forgotPasswordSchema = z.object({ email: emailSchema })
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>

/** The reset page: the registration rules and messages for the new password. */
export const resetPasswordSchema = withMatchingPasswords(z.object(newPasswordFields))
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>

/** The first message of the password rules for `value`, or null when it passes. */
export function passwordProblem(value: string): string | null {
  const r = passwordSchema.safeParse(value)
  return r.success ? null : (r.error.issues[0]?.message ?? null)
}

/** Biography limit of the application (the server's maxLength). */
export const APPLICATION_BIOGRAPHY_MAX = 8000

/** /yazar-giris application: the registration rules and messages plus a short plain-text biography. */
export const authorApplicationSchema = withMatchingPasswords(
  z.object({ ...accountFields, biography: z.string().trim().max(APPLICATION_BIOGRAPHY_MAX) }),
)
export type AuthorApplicationValues = z.infer<typeof authorApplicationSchema>

/** A second-step code: 6 digits from the app or a recovery code (the server checks which). */
export const mfaCodeSchema = z.object({ code: requiredString })
export type MfaCodeValues = z.infer<typeof mfaCodeSchema>

/** Turning two-factor sign-in off: the password and a code. */
export const mfaDisableSchema = z.object({ password: z.string().min(1, v.required), code: requiredString })
export type MfaDisableValues = z.infer<typeof mfaDisableSchema>
