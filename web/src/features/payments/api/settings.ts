import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { mutationKey } from '@/api/invalidation'
import { paymentSettingsKeys } from '@/api/query-keys'
import { api, unwrap, type Schemas } from '@/lib/api-client'

/** What the courier takes at the door (the schema's codForms are plain strings; these are the two the server accepts). */
export type CodForm = NonNullable<Schemas['ChooseMethodRequest']['codForm']>

/** One of the shop's accounts a transfer goes to; new ones have no id yet. */
export type BankAccount = Schemas['BankAccountView']

/** The setting of the two methods beside the card (kuruş, hours, days, percent), with the bank accounts saved in the same form. */
export type PaymentSettings = Schemas['PaymentSetting']

/** GET /api/admin/settings/payments. */
export async function getPaymentSettings(signal?: AbortSignal): Promise<PaymentSettings> {
  return unwrap(await api.GET('/api/admin/settings/payments', { signal }))
}

export function usePaymentSettings() {
  return useQuery({ queryKey: paymentSettingsKeys.setting(), queryFn: ({ signal }) => getPaymentSettings(signal) })
}

/** PUT /api/admin/settings/payments: new orders use it; 422 with field errors for bad input. */
export async function savePaymentSettings(body: PaymentSettings): Promise<PaymentSettings> {
  return unwrap(await api.PUT('/api/admin/settings/payments', { body }))
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('paymentSettings.save'),
    mutationFn: savePaymentSettings,
    onSuccess: (saved) => queryClient.setQueryData(paymentSettingsKeys.setting(), saved),
  })
}
