import type { Schemas } from '@/lib/api-client'

/**
 * How /odeme/callback decides. The query string says what the bank's
 * callback answered, but the order's own status decides (only a
 * confirmed order counts as success). While the callback reported success or
 * 'processing' and the order is still pending, the page asks again every
 * second for up to ten seconds.
 *
 * 'undecided': the callback reported 'processing' (the payment's outcome is
 * not known yet: the bank's answer was lost, or another request is settling
 * it) or 'success' (the server says the card was charged), and the order is
 * still pending when the ten seconds are over. The card may have been
 * charged and a background reconciliation settles the order within minutes,
 * so the page must not call it a failure (that invites a second payment).
 * Anything else that is not confirmed is a failure.
 */

export type Outcome = 'checking' | 'success' | 'failure' | 'undecided'
export type OrderStatus = Schemas['OrderView']['status']

export const POLL_EVERY_MS = 1000
export const POLL_FOR_MS = 10_000
export const SUCCESS_REDIRECT_S = 3
export const FAILURE_REDIRECT_S = 5

const paid: readonly OrderStatus[] = ['confirmed', 'shipped', 'delivered']

/** The callback reported a result that may still turn into a confirmed order. */
function mayStillConfirm(reported: string): boolean {
  return reported === 'success' || reported === 'processing'
}

/** Whether to ask for the order again. */
export function shouldPoll(reported: string, status: OrderStatus | undefined, pollingOver: boolean): boolean {
  return !pollingOver && status === 'pending' && mayStillConfirm(reported)
}

export function paymentOutcome(input: {
  /** The callback's ?status= (success | failure | processing), '' when absent. */
  reported: string
  /** The order's status; undefined while it loads. */
  status: OrderStatus | undefined
  /** The order could not be loaded (or there is no orderId). */
  failed: boolean
  /** The ten seconds of polling are over. */
  pollingOver: boolean
}): Outcome {
  if (input.failed) return 'failure'
  if (input.status === undefined) return 'checking'
  if (paid.includes(input.status)) return 'success'
  if (shouldPoll(input.reported, input.status, input.pollingOver)) return 'checking'
  if (input.status === 'pending' && mayStillConfirm(input.reported)) return 'undecided'
  return 'failure'
}
