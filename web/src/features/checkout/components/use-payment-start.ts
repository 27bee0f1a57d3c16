import { useCallback, useState } from 'react'
import { tr } from '@/i18n'
import { describeError, serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { usePay } from '../api/pay'
import type { PayRequest, PayStart } from '../api/types'
import { isFramePath } from '../frame-url'

const t = tr.checkout

/** Answers after which this order cannot be paid from this page any more. */
const orderGone: readonly string[] = [
  t.orderNotFound,
  t.expired,
  t.amountMismatch,
  t.alreadyPaid,
  tr.cart.buyerIncomplete,
]

/**
 * Starting a payment, shared by both modes: POSTs the body, and on success
 * keeps the answer for the frame (a frameUrl that is not a same-origin path
 * or an http(s) URL counts as a failure). On failure, the server's field
 * errors go to `setFieldError` (server field name → its message, true for
 * the first so that it takes the focus; false when the form has no such
 * field); any other failure is a toast, and an order that cannot be paid
 * any more calls `onOrderGone`.
 */
export function usePaymentStart(
  orderId: string,
  setFieldError: (serverField: string, message: string, focus: boolean) => boolean,
  onOrderGone: (message: string) => void,
) {
  const { pay } = usePay(orderId)
  const [frame, setFrame] = useState<PayStart | null>(null)

  const start = useCallback(
    async (body: PayRequest) => {
      try {
        const answer = await pay(body)
        if (!isFramePath(answer.frameUrl)) throw new Error('unexpected frame URL')
        setFrame(answer)
      } catch (err) {
        let first = true
        for (const [field, message] of Object.entries(describeError(err, 'payment').fieldErrors)) {
          if (setFieldError(field, message, first)) first = false
        }
        if (!first) return
        const message = serverMessageOr(err, t.payError)
        notify.error(message)
        if (orderGone.includes(message)) onOrderGone(message)
      }
    },
    [pay, setFieldError, onOrderGone],
  )
  const closeFrame = useCallback(() => setFrame(null), [])
  return { start, frame, closeFrame }
}
