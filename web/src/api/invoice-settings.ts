import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { invoiceSettingsKeys } from './query-keys'

export type InvoiceSettings = Schemas['InvoiceSettingsView']
export type InvoiceSettingsForm = Schemas['InvoiceSettingsForm']
export type InvoiceSellerForm = Schemas['InvoiceSellerForm']

/** GET /api/admin/invoice-settings (adminInvoiceSettings): the series, the timing, the seller and the web address in force. */
export async function getInvoiceSettings(signal?: AbortSignal): Promise<InvoiceSettings> {
  return unwrap(await api.GET('/api/admin/invoice-settings', { signal }))
}

export function useInvoiceSettings() {
  return useQuery({ queryKey: invoiceSettingsKeys.all, queryFn: ({ signal }) => getInvoiceSettings(signal) })
}

/** PUT /api/admin/invoice-settings (adminSetInvoiceSettings): applies to the documents numbered after it. */
export async function saveInvoiceSettings(body: InvoiceSettingsForm): Promise<InvoiceSettings> {
  return unwrap(await api.PUT('/api/admin/invoice-settings', { body }))
}

/** The answer is the settings now in force; no other screen shows them. */
export function useSaveInvoiceSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveInvoiceSettings,
    onSuccess: (saved) => queryClient.setQueryData(invoiceSettingsKeys.all, saved),
  })
}
