import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { tr } from '@/i18n'
import { PageHeader } from '@/components/page-header'
import { cartKeys } from '@/api/query-keys'
import { checkoutKeys } from '@/api/query-keys'
import { PaymentResult } from '@/features/checkout/components/payment-result'
import { paymentOutcome, POLL_EVERY_MS, POLL_FOR_MS, shouldPoll, type Outcome } from '@/features/checkout/outcome'
import { orderKeys } from '@/api/query-keys'
import { orderQueryOptions } from '@/features/orders/api/get-order'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'

const t = tr.paymentResult

/**
 * /odeme/callback?status=&orderId= (role user; lazy route). The bank page
 * sends the whole window here. The ORDER's status decides, not the query
 * string: confirmed (or later) is a success; while the callback said success
 * or processing and the order is still pending, the order is asked for every
 * second for up to ten seconds. If it is still pending then, the outcome is
 * undecided (the card may have been charged; reconciliation settles it
 * within minutes): no failure, no way back to the cart. Anything else is a
 * failure: back to the payment step while the order is still payable, else
 * the failure page.
 */
export function PaymentCallbackPage() {
  useDocumentTitle(t.title)
  const [params] = useSearchParams()
  const orderId = params.get('orderId')?.trim() ?? ''
  const reported = params.get('status') ?? ''
  const queryClient = useQueryClient()

  const [pollingOver, setPollingOver] = useState(false)
  useEffect(() => {
    const id = setTimeout(() => setPollingOver(true), POLL_FOR_MS)
    return () => clearTimeout(id)
  }, [])

  const order = useQuery({
    ...orderQueryOptions(orderId),
    enabled: orderId !== '',
    staleTime: 0,
    refetchInterval: (q) => (shouldPoll(reported, q.state.data?.status, pollingOver) ? POLL_EVERY_MS : false),
  })

  const current = paymentOutcome({
    reported,
    status: order.data?.status,
    failed: orderId === '' || order.isError,
    pollingOver,
  })

  // The first decision stands (a late refetch must not flip the page).
  const [outcome, setOutcome] = useState<Outcome>('checking')
  if (outcome === 'checking' && current !== 'checking') setOutcome(current)

  // A refused card on an order that is still payable goes back to the
  // payment step, which says why and offers another card (instead of the
  // cart, where the order's own reserved copies looked out of stock).
  const retryable = outcome === 'failure' && order.data?.status === 'pending'
  const navigate = useNavigate()
  const announced = useRef(false)
  useEffect(() => {
    if (outcome === 'checking' || announced.current) return
    announced.current = true
    if (outcome === 'success') {
      notify.success(t.success)
      // The paid books left the cart on the server; the order list changed.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all })
      void queryClient.invalidateQueries({ queryKey: orderKeys.all })
      queryClient.removeQueries({ queryKey: checkoutKeys.all })
    } else if (outcome === 'undecided') {
      // Not a failure: the buyer must not be nudged into paying again.
      notify.info(t.undecided)
      // The order may settle any moment: its pages ask afresh when opened
      // (marked stale only; this page does not ask again).
      void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' })
    } else {
      notify.error(t.failure)
      if (retryable) {
        // The payment page asks afresh: it names the refused try's reason.
        queryClient.removeQueries({ queryKey: checkoutKeys.all })
        void navigate(paths.checkout({ orderId }), { replace: true, state: { paymentFailed: true } })
      }
    }
  }, [outcome, queryClient, retryable, navigate, orderId])

  return (
    <>
      <PageHeader title={t.title} />
      <div className="mx-auto max-w-2xl px-4 py-10">
        <PaymentResult outcome={retryable ? 'checking' : outcome} order={order.data} orderId={orderId} />
      </div>
    </>
  )
}
