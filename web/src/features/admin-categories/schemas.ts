import { z } from 'zod'
import { tr } from '@/i18n'
import { trPanels } from '@/i18n/panels'

export const MAX_CATEGORY_NAME = 100
export const MAX_CATEGORY_DESCRIPTION = 1000

export const categorySchema = z.object({
  name: z.string().trim().min(1, tr.validation.required).max(MAX_CATEGORY_NAME, trPanels.adminCategories.nameTooLong),
  description: z.string().trim().max(MAX_CATEGORY_DESCRIPTION, trPanels.adminCategories.descriptionTooLong),
})
export type CategoryValues = z.infer<typeof categorySchema>
