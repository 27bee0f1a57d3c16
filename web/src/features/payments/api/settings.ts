import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { mutationKey } from '@/api/invalidation'
import { paymentSettingsKeys } from '@/api/query-keys'
import { apiCall } from '@/lib/api-call'

export type CodForm = 'cash' | 'card'

/** One of the shop's accounts a transfer goes to; new ones have no id yet. */
export interface BankAccount {
  id?: string
  bank: string
  holder: string
  iban: string
}

/**
 * The setting of the two methods beside the card (kuruş, hours, days,
 * percent), with the bank accounts saved in the same form. Written to the
 * HTTP contract by hand until the generated schema has it.
 */
export interface PaymentSettings {
  transferOn: boolean
  holdHours: number
  transferDiscount: number
  codOn: boolean
  codFee: number
  codMaxTotal: number
  codForms: CodForm[]
  codCarriers: string[]
  codBanDays: number
  bankAccounts: BankAccount[]
}

/** GET /api/admin/settings/payments. */
export async function getPaymentSettings(signal?: AbortSignal): Promise<PaymentSettings> {
  return apiCall('GET', '/api/admin/settings/payments', { signal })
}

export function usePaymentSettings() {
  return useQuery({ queryKey: paymentSettingsKeys.setting(), queryFn: ({ signal }) => getPaymentSettings(signal) })
}

/** PUT /api/admin/settings/payments: new orders use it; 422 with field errors for bad input. */
export async function savePaymentSettings(body: PaymentSettings): Promise<PaymentSettings> {
  return apiCall('PUT', '/api/admin/settings/payments', { body })
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: mutationKey('paymentSettings.save'),
    mutationFn: savePaymentSettings,
    onSuccess: (saved) => queryClient.setQueryData(paymentSettingsKeys.setting(), saved),
  })
}
