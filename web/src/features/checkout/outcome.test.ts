// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { paymentOutcome, shouldPoll, type OrderStatus } from './outcome'

const decide = (reported: string, status: OrderStatus | undefined, pollingOver: boolean, failed = false) =>
  paymentOutcome({ reported, status, failed, pollingOver })

describe('paymentOutcome', () => {
  it('checking while the order loads', () => {
    expect(decide('processing', undefined, false)).toBe('checking')
    expect(decide('success', undefined, true)).toBe('checking')
  })

  it('failure when the order cannot be loaded, whatever the callback said', () => {
    for (const reported of ['success', 'processing', 'failure', '']) {
      expect(decide(reported, undefined, false, true)).toBe('failure')
      expect(decide(reported, 'pending', true, true)).toBe('failure')
    }
  })

  it.each<OrderStatus>(['confirmed', 'shipped', 'delivered'])('success once the order is %s', (status) => {
    for (const reported of ['success', 'processing', 'failure', '']) {
      expect(decide(reported, status, false)).toBe('success')
      expect(decide(reported, status, true)).toBe('success')
    }
  })

  it.each(['success', 'processing'])("reported '%s' and pending: checking for ten seconds", (reported) => {
    expect(decide(reported, 'pending', false)).toBe('checking')
    expect(shouldPoll(reported, 'pending', false)).toBe(true)
  })

  it("reported 'processing' and still pending after ten seconds: undecided, not failure", () => {
    expect(decide('processing', 'pending', true)).toBe('undecided')
    expect(shouldPoll('processing', 'pending', true)).toBe(false)
  })

  it("reported 'success' and still pending after ten seconds: undecided (the server said it was charged)", () => {
    expect(decide('success', 'pending', true)).toBe('undecided')
  })

  it.each(['failure', '', 'bogus'])("reported '%s' and pending: failure at once, no polling", (reported) => {
    expect(decide(reported, 'pending', false)).toBe('failure')
    expect(decide(reported, 'pending', true)).toBe('failure')
    expect(shouldPoll(reported, 'pending', false)).toBe(false)
  })

  it('a cancelled order is a failure even if the callback reported success or processing', () => {
    for (const reported of ['success', 'processing']) {
      expect(decide(reported, 'cancelled', false)).toBe('failure')
      expect(decide(reported, 'cancelled', true)).toBe('failure')
    }
  })
})
