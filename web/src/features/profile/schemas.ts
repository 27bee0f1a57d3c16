import { z } from 'zod'
import { tr } from '@/i18n'
import { isTurkishPhone } from '@/lib/phone'

export const MAX_ADDRESS = 500
export const MAX_NAME = 100

export { isTurkishPhone } from '@/lib/phone'

export const profileSchema = z.object({
  fullName: z.string().trim().min(1, tr.validation.required).max(MAX_NAME, tr.profile.nameTooLong),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || isTurkishPhone(v), tr.profile.phoneInvalid),
  shippingAddress: z.string().trim().max(MAX_ADDRESS, tr.profile.addressTooLong),
})
export type ProfileValues = z.infer<typeof profileSchema>
