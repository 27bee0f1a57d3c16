import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap, type Schemas } from '@/lib/api-client'
import { taxKeys } from './query-keys'

export type TaxSettings = Schemas['TaxSettingsView']
export type TaxSettingsRequest = Schemas['TaxSettingsRequest']
export type TaxClass = Schemas['TaxClassView']

/** GET /api/admin/settings/tax: the KDV defaults with the rates and exemption codes the forms offer. */
export async function getTaxSettings(signal?: AbortSignal): Promise<TaxSettings> {
  return unwrap(await api.GET('/api/admin/settings/tax', { signal }))
}

/** The KDV settings (the settings card, and the book form's 'Mağaza varsayılanı' option). */
export function useTaxSettings() {
  return useQuery({ queryKey: taxKeys.settings(), queryFn: ({ signal }) => getTaxSettings(signal) })
}

/** PUT /api/admin/settings/tax: new orders use it; placed orders keep their classes. */
export async function saveTaxSettings(body: TaxSettingsRequest): Promise<TaxSettings> {
  return unwrap(await api.PUT('/api/admin/settings/tax', { body }))
}

export function useSaveTaxSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveTaxSettings,
    onSuccess: (saved) => queryClient.setQueryData(taxKeys.settings(), saved),
  })
}
