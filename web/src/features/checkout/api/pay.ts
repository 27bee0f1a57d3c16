import { useCallback, useState } from 'react'
import { api, unwrap } from '@/lib/api-client'
import type { PayRequest, PayStart } from './types'

/**
 * POST /api/checkout/{orderId}/pay: accepts both contracts and starts the
 * payment. checkout-form sends no card (iyzico's page asks for it);
 * direct-3ds sends the card. Answers the page to show in the frame
 * (`frameUrl`: iyzico's form, or this site's /odeme/3ds/<token>) and the
 * same page for the whole window (`pageUrl`).
 */
export async function pay(orderId: string, body: PayRequest): Promise<PayStart> {
  return unwrap(await api.POST('/api/checkout/{orderId}/pay', { params: { path: { orderId } }, body }))
}

/**
 * Starts a payment. Deliberately not a TanStack mutation: a mutation keeps
 * its variables (here the card) in the mutation cache; the card must live
 * only in the form's state. Resolves to the pay answer or rejects with the
 * ApiError.
 */
export function usePay(orderId: string) {
  const [isPending, setPending] = useState(false)
  const start = useCallback(
    async (body: PayRequest): Promise<PayStart> => {
      setPending(true)
      try {
        return await pay(orderId, body)
      } finally {
        setPending(false)
      }
    },
    [orderId],
  )
  return { pay: start, isPending }
}
