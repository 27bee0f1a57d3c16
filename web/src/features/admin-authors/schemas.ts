import { z } from 'zod'
import { tr } from '@/i18n'
import { trPanels } from '@/i18n/panels'

export const MAX_AUTHOR_NAME = 100

export const authorSchema = z.object({
  name: z.string().trim().min(1, tr.validation.required).max(MAX_AUTHOR_NAME, trPanels.adminAuthors.nameTooLong),
  biography: z.string(),
  photoUrl: z.string(),
  approved: z.boolean(),
})
export type AuthorValues = z.infer<typeof authorSchema>
