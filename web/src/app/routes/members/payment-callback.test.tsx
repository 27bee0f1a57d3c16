import { act, configure, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import type { CurrentUser } from '@/features/auth/api/get-me'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'

const t = tr.paymentResult
// The lazy route's first load can take over a second on a busy machine.
configure({ asyncUtilTimeout: 3000 })

// Fake timers that still advance on their own, so Testing Library's waits work.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const member: CurrentUser = {
  id: 'u1',
  email: 'ayse@example.com',
  fullName: 'Ayşe Yılmaz',
  displayName: 'Ayşe Yılmaz',
  role: 'user',
  avatarUrl: null,
  phone: '',
  shippingAddress: 'Moda Cad. 1, Kadıköy, İstanbul',
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
}

const orderId = '0192f1c2-7a4b-7c3d-9e8f-0123456789ab'
const labels = { pending: 'Beklemede', confirmed: 'Onaylandı', cancelled: 'İptal Edildi' } as const

function order(status: keyof typeof labels) {
  return {
    id: orderId,
    number: '0192f1c2',
    status,
    statusLabel: labels[status],
    subtotal: 8000,
    shipping: 1500,
    total: 9500,
    shippingAddress: 'Moda Cad. 1',
    trackingNumber: '',
    cargoCompany: '',
    trackingUrl: null,
    // Paid once confirmed: a single payment of the total.
    installment: status === 'pending' || status === 'cancelled' ? 0 : 1,
    paidAmount: status === 'pending' || status === 'cancelled' ? 0 : 9500,
    items: [{ id: 'ol1', bookId: 'b1', title: 'Book One', coverUrl: null, quantity: 2, price: 4000, lineTotal: 8000 }],
    createdAt: '2026-06-15T09:00:00Z',
    updatedAt: '2026-06-15T09:00:00Z',
  }
}

/** The order answers the statuses in turn (the last one repeats). */
function serve(...statuses: (keyof typeof labels)[]) {
  let n = 0
  return stubApi({
    '/api/auth/me': () => json(200, { user: member }),
    '/api/cart': () =>
      json(200, { id: 'c1', items: [], itemCount: 0, subtotal: 0, shipping: 0, total: 0, amountToFreeShipping: 0 }),
    '/api/orders': () => json(200, { items: [order('confirmed')] }),
    [`/api/orders/${orderId}`]: () => json(200, order(statuses[Math.min(n++, statuses.length - 1)]!)),
  })
}

const at = (status: string) => `/odeme/callback?status=${status}&orderId=${orderId}`
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('/odeme/callback', () => {
  it("confirmed order: 'Ödeme başarılı!', a countdown, then /siparislerim after 3 s", async () => {
    const api = serve('confirmed')
    const { router } = renderRoutes(at('success'))
    expect(await screen.findByRole('heading', { name: t.success })).toBeInTheDocument()
    // The toast says it too.
    expect(screen.getAllByText(t.success)).toHaveLength(2)
    expect(screen.getByText(fmt(t.successText, { number: '0192f1c2' }))).toBeInTheDocument()
    expect(screen.getByText(fmt(t.toOrdersIn, { n: 3 }))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.toOrders })).toHaveAttribute('href', '/siparislerim')

    await advance(2000)
    expect(router.state.location.pathname).toBe('/odeme/callback')
    expect(screen.getByText(fmt(t.toOrdersIn, { n: 1 }))).toBeInTheDocument()
    await advance(1100)
    await waitFor(() => expect(router.state.location.pathname).toBe('/siparislerim'))
    // The header's cart was asked for again (the paid books left it); without that it is asked once.
    expect(requestsTo(api, '/api/cart').length).toBeGreaterThanOrEqual(2)
  })

  it("declined on an order no longer payable: 'Ödeme başarısız!', the reason, then /sepet after 5 s", async () => {
    serve('cancelled')
    const { router } = renderRoutes(at('failure'))
    expect(await screen.findByRole('heading', { name: t.failure })).toBeInTheDocument()
    expect(screen.getAllByText(t.failure)).toHaveLength(2)
    const toast = screen
      .getAllByText(t.failure)
      .map((el) => el.closest('[data-sonner-toast]'))
      .find((el) => el !== null)
    expect(toast).toHaveAttribute('data-type', 'error')
    expect(screen.getByText(t.failureText)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.toCart })).toHaveAttribute('href', '/sepet')
    // A reported failure is not waited for: never 'undecided', even after 10 s.
    expect(screen.queryByText(t.undecided)).not.toBeInTheDocument()
    await advance(4000)
    expect(router.state.location.pathname).toBe('/odeme/callback')
    await advance(1100)
    await waitFor(() => expect(router.state.location.pathname).toBe('/sepet'))
  })

  // Its toast outlives the test: it comes after the test that counts the failure texts.
  it('declined while the order is still payable: back to the payment step to try another card', async () => {
    serve('pending')
    const { router } = renderRoutes(at('failure'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/odeme'))
    expect(router.state.location.search).toContain(orderId)
  })

  it('decides from the order, not the query string', async () => {
    serve('cancelled')
    renderRoutes(at('success'))
    expect(await screen.findByRole('heading', { name: t.failure })).toBeInTheDocument()
  })

  it('polls a pending order every second while the callback reported success', async () => {
    const api = serve('pending', 'pending', 'confirmed')
    renderRoutes(at('success'))
    expect(await screen.findByText(t.checking)).toBeInTheDocument()
    await advance(1000)
    await advance(1000)
    expect(await screen.findByRole('heading', { name: t.success })).toBeInTheDocument()
    expect(requestsTo(api, `/api/orders/${orderId}`).length).toBeGreaterThanOrEqual(3)
  })

  it("processing and still pending after 10 s: 'Ödemeniz kontrol ediliyor', links to the order, no way back to the cart", async () => {
    const api = serve('pending')
    const { router } = renderRoutes(at('processing'))
    expect(await screen.findByText(t.checking)).toBeInTheDocument()
    await advance(9000)
    expect(screen.queryByRole('heading', { name: t.failure })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: t.undecided })).not.toBeInTheDocument()
    await advance(1100)
    expect(await screen.findByRole('heading', { name: t.undecided })).toBeInTheDocument()
    expect(screen.getByText(t.undecidedText)).toBeInTheDocument()
    // Never called a failure: neither the heading, the text nor the toast.
    expect(screen.queryByText(t.failure)).not.toBeInTheDocument()
    expect(screen.queryByText(t.failureText)).not.toBeInTheDocument()
    // The toast says it too, as information (not as an error).
    const said = screen.getAllByText(t.undecided)
    expect(said).toHaveLength(2)
    const toast = said.map((el) => el.closest('[data-sonner-toast]')).find((el) => el !== null)
    expect(toast).toHaveAttribute('data-type', 'info')
    expect(screen.getByRole('link', { name: t.toOrder })).toHaveAttribute('href', `/siparis/${orderId}`)
    expect(screen.getByRole('link', { name: t.ordersLink })).toHaveAttribute('href', '/siparislerim')
    expect(screen.queryByRole('link', { name: t.toCart })).not.toBeInTheDocument()
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()

    const calls = requestsTo(api, `/api/orders/${orderId}`).length
    expect(calls).toBeGreaterThanOrEqual(9)
    expect(calls).toBeLessThanOrEqual(12)
    // No redirect (to /sepet or anywhere), and no more polling.
    await advance(6000)
    expect(router.state.location.pathname).toBe('/odeme/callback')
    expect(screen.getByRole('heading', { name: t.undecided })).toBeInTheDocument()
    expect(requestsTo(api, `/api/orders/${orderId}`)).toHaveLength(calls)
  })

  it('success reported but still pending after 10 s: undecided too (the server said the card was charged)', async () => {
    serve('pending')
    const { router } = renderRoutes(at('success'))
    expect(await screen.findByText(t.checking)).toBeInTheDocument()
    await advance(10_100)
    expect(await screen.findByRole('heading', { name: t.undecided })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: t.failure })).not.toBeInTheDocument()
    await advance(6000)
    expect(router.state.location.pathname).toBe('/odeme/callback')
  })

  it('processing, then confirmed within 10 s: success as before', async () => {
    const api = serve('pending', 'pending', 'pending', 'confirmed')
    const { router } = renderRoutes(at('processing'))
    expect(await screen.findByText(t.checking)).toBeInTheDocument()
    await advance(1000)
    await advance(1000)
    await advance(1000)
    expect(await screen.findByRole('heading', { name: t.success })).toBeInTheDocument()
    expect(screen.getAllByText(t.success)).toHaveLength(2)
    expect(screen.getByText(fmt(t.successText, { number: '0192f1c2' }))).toBeInTheDocument()
    expect(requestsTo(api, `/api/orders/${orderId}`).length).toBeGreaterThanOrEqual(4)
    // Past the ten seconds the first decision stands: no 'undecided'.
    await advance(3100)
    await waitFor(() => expect(router.state.location.pathname).toBe('/siparislerim'))
    expect(screen.queryByText(t.undecided)).not.toBeInTheDocument()
  })

  it('processing, then cancelled within 10 s: the failure state and /sepet', async () => {
    serve('pending', 'cancelled')
    const { router } = renderRoutes(at('processing'))
    expect(await screen.findByText(t.checking)).toBeInTheDocument()
    await advance(1000)
    expect(await screen.findByRole('heading', { name: t.failure })).toBeInTheDocument()
    expect(screen.queryByText(t.undecided)).not.toBeInTheDocument()
    await advance(5100)
    await waitFor(() => expect(router.state.location.pathname).toBe('/sepet'))
  })

  it('without an orderId: the failure state', async () => {
    const api = serve('confirmed')
    const { router } = renderRoutes('/odeme/callback?status=failure')
    expect(await screen.findByRole('heading', { name: t.failure })).toBeInTheDocument()
    expect(requestsTo(api, `/api/orders/${orderId}`)).toHaveLength(0)
    await advance(5100)
    await waitFor(() => expect(router.state.location.pathname).toBe('/sepet'))
  })
})
