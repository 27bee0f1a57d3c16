import { z } from 'zod'
import { tr } from '@/i18n'
import { istanbulLocalToIso } from './datetime'
import { trPanels } from '@/i18n/panels'

export const MAX_EVENT_TITLE = 200
export const MAX_EVENT_LOCATION = 200
export const EVENT_STATUSES = ['pending', 'approved', 'rejected'] as const

export const eventSchema = z.object({
  title: z.string().trim().min(1, tr.validation.required).max(MAX_EVENT_TITLE, trPanels.adminEvents.titleTooLong),
  author: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .refine((a) => Boolean(a), tr.validation.required),
  eventDate: z
    .string()
    .min(1, tr.validation.required)
    .refine((v) => istanbulLocalToIso(v) !== null, trPanels.adminEvents.invalidDate),
  location: z.string().trim().max(MAX_EVENT_LOCATION, trPanels.adminEvents.locationTooLong),
  imageUrl: z.string(),
  status: z.enum(EVENT_STATUSES),
  description: z.string(),
})
export type EventValues = z.infer<typeof eventSchema>
