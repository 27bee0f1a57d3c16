import { useCallback, useState } from 'react'
import { api, unwrap } from '@/lib/api-client'
import type { PayRequest } from './types'

/**
 * POST /api/checkout/{orderId}/pay: accepts both contracts and starts a
 * 3D Secure payment. Answers the bank page's path (e.g. /odeme/3ds/<token>)
 * to show in the sandboxed frame.
 */
export async function pay(orderId: string, body: PayRequest): Promise<string> {
  return unwrap(await api.POST('/api/checkout/{orderId}/pay', { params: { path: { orderId } }, body })).frameUrl
}

/**
 * Starts a payment. Deliberately not a TanStack mutation: a mutation keeps
 * its variables (here the card) in the mutation cache; the card must live
 * only in the form's state. Resolves to the frame URL or rejects with the
 * ApiError.
 */
export function usePay(orderId: string) {
  const [isPending, setPending] = useState(false)
  const start = useCallback(
    async (body: PayRequest): Promise<string> => {
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
