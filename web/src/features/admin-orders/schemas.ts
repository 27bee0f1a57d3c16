import { z } from 'zod'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminOrders

/** The server's limit for a tracking number (bookstore.Shipment.Validate). */
export const TRACKING_MAX = 64

/** Ship dialog: both required, both trimmed. */
export const shipSchema = z.object({
  trackingNumber: z.string().trim().min(1, m.trackingRequired).max(TRACKING_MAX, m.trackingTooLong),
  cargoCompany: z.string().trim().min(1, m.cargoRequired),
})

export type ShipValues = z.infer<typeof shipSchema>
