import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import type { CurrentUser } from '@/features/auth/api/get-me'
import { formatPrice } from '@/lib/format'
import { renderRoutes } from '@/app/render-routes'
import { bookCard, json, requestsTo, stubApi } from '@/test/render'

afterEach(() => vi.unstubAllGlobals())

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

const me = (user: CurrentUser | null) => () => json(200, user ? { user } : {})

function line(overrides: Record<string, unknown> = {}) {
  const l = {
    id: 'l1',
    bookId: 'b1',
    title: 'Book One',
    authorName: 'Author One',
    coverUrl: null,
    price: 9999,
    stock: 5,
    quantity: 1,
    lineTotal: 9999,
    ...overrides,
  }
  // As the server answers: the stock, and no more than one order may hold.
  return { maxQuantity: Math.min(Number(l.stock), 10), ...l }
}

/** A cart view as the server answers it (15 TL shipping below 100 TL, and what is missing for free shipping). */
function cartOf(lines: ReturnType<typeof line>[]) {
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0)
  const shipping = lines.length > 0 && subtotal < 10000 ? 1500 : 0
  return {
    id: 'c1',
    items: lines,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal,
    shipping,
    total: subtotal + shipping,
    amountToFreeShipping: shipping > 0 ? 10000 - subtotal : 0,
  }
}

const summary = () => within(screen.getByRole('complementary', { name: tr.cart.summary }))

describe('/sepet', () => {
  it('charges 15 TL shipping at 99,99 TL and shows how much is left', async () => {
    stubApi({ '/api/auth/me': me(member), '/api/cart': () => json(200, cartOf([line()])) })
    renderRoutes('/sepet')
    expect(await screen.findByRole('heading', { name: tr.cart.title })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Book One' })).toHaveAttribute('href', '/kitap/b1')
    const s = summary()
    expect(s.getByText(tr.cart.subtotal).nextElementSibling).toHaveTextContent(formatPrice(9999))
    expect(s.getByText(tr.cart.shipping).nextElementSibling).toHaveTextContent(formatPrice(1500))
    expect(s.getByText(tr.cart.total).nextElementSibling).toHaveTextContent(formatPrice(11499))
    expect(screen.getByText(fmt(tr.cart.freeShippingHint, { amount: formatPrice(1) }))).toBeInTheDocument()
    // The header badge counts the copies.
    expect(screen.getByRole('link', { name: fmt(tr.cart.badge, { n: 1 }) })).toHaveAttribute('href', '/sepet')
  })

  it('shows the amount the server says is missing, knowing no threshold itself', async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/cart': () => json(200, { ...cartOf([line()]), amountToFreeShipping: 2550 }),
    })
    renderRoutes('/sepet')
    await screen.findByRole('link', { name: 'Book One' })
    expect(screen.getByText(fmt(tr.cart.freeShippingHint, { amount: formatPrice(2550) }))).toBeInTheDocument()
  })

  it('ships free at 100,00 TL', async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/cart': () => json(200, cartOf([line({ price: 5000, quantity: 2, lineTotal: 10000 })])),
    })
    renderRoutes('/sepet')
    await screen.findByRole('link', { name: 'Book One' })
    const s = summary()
    expect(s.getByText(tr.cart.shipping).nextElementSibling).toHaveTextContent(tr.cart.free)
    expect(s.getByText(tr.cart.total).nextElementSibling).toHaveTextContent(formatPrice(10000))
    expect(screen.queryByText(/Ücretsiz kargo için/)).not.toBeInTheDocument()
  })

  it('disables decrease at 1 and increase at the stock; increase sets the quantity from the answer', async () => {
    const api = stubApi({
      '/api/auth/me': me(member),
      '/api/cart': () => json(200, cartOf([line({ stock: 2 })])),
      '/api/cart/items/b1': (_u, req) =>
        req.method === 'PUT' ? json(200, cartOf([line({ stock: 2, quantity: 2, lineTotal: 19998 })])) : undefined,
    })
    renderRoutes('/sepet')
    const dec = await screen.findByRole('button', { name: tr.cart.decrease })
    const inc = screen.getByRole('button', { name: tr.cart.increase })
    expect(dec).toBeDisabled()
    expect(inc).toBeEnabled()
    await userEvent.click(inc)
    await waitFor(() => expect(screen.getByRole('button', { name: tr.cart.increase })).toBeDisabled())
    expect(screen.getByRole('button', { name: tr.cart.decrease })).toBeEnabled()
    const [put] = requestsTo(api, '/api/cart/items/b1')
    expect(put).toBeDefined()
    const req = api.mock.calls.map(([r]) => r as Request).find((r) => r.method === 'PUT')!
    expect(await req.json()).toEqual({ quantity: 2 })
    expect(summary().getByText(tr.cart.shipping).nextElementSibling).toHaveTextContent(tr.cart.free)
    // No refetch: the answer went into the cache.
    expect(requestsTo(api, '/api/cart')).toHaveLength(1)
  })

  it('stops increasing at the most one order may hold, whatever the stock', async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/cart': () => json(200, cartOf([line({ stock: 50, quantity: 10, lineTotal: 99990 })])),
    })
    renderRoutes('/sepet')
    expect(await screen.findByRole('button', { name: tr.cart.increase })).toBeDisabled()
    expect(screen.getByRole('button', { name: tr.cart.decrease })).toBeEnabled()
  })

  it('warns when a line is above the current stock', async () => {
    stubApi({ '/api/auth/me': me(member), '/api/cart': () => json(200, cartOf([line({ stock: 1, quantity: 3 })])) })
    renderRoutes('/sepet')
    expect(await screen.findByText(fmt(tr.cart.stockWarning, { n: 1 }))).toBeInTheDocument()
  })

  it('removes a line with a toast and shows the empty cart', async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/cart': () => json(200, cartOf([line()])),
      '/api/cart/items/b1': (_u, req) => (req.method === 'DELETE' ? json(200, cartOf([])) : undefined),
    })
    renderRoutes('/sepet')
    await userEvent.click(await screen.findByRole('button', { name: tr.cart.remove }))
    expect(await screen.findByText(fmt(tr.cart.removed, { title: 'Book One' }))).toBeInTheDocument()
    expect(screen.getByText(tr.cart.empty)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: tr.cart.browse })).toHaveAttribute('href', '/kitaplar')
  })

  it("shows the server's message when a change fails", async () => {
    const message = 'Yetersiz stok. Mevcut stok: 4'
    stubApi({
      '/api/auth/me': me(member),
      '/api/cart': () => json(200, cartOf([line()])),
      '/api/cart/items/b1': () => json(409, { status: 409, code: 'conflict', message }),
    })
    renderRoutes('/sepet')
    await userEvent.click(await screen.findByRole('button', { name: tr.cart.increase }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('sends a member without an address to /profil on checkout, else to /odeme', async () => {
    stubApi({
      '/api/auth/me': me({ ...member, shippingAddress: '' }),
      '/api/cart': () => json(200, cartOf([line()])),
      '/api/profile': () => json(200, { ...member, shippingAddress: '' }),
    })
    const { router } = renderRoutes('/sepet')
    await userEvent.click(await screen.findByRole('button', { name: tr.cart.checkout }))
    expect(await screen.findByText(tr.cart.addressRequired)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/profil'))
  })

  it('places the order and goes to /odeme when the preconditions hold', async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/cart': () => json(200, cartOf([line()])),
      '/api/orders': (_u, req) => (req.method === 'POST' ? json(201, order()) : undefined),
    })
    const { router } = renderRoutes('/sepet')
    await userEvent.click(await screen.findByRole('button', { name: tr.cart.checkout }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/odeme'))
    expect(router.state.location.search).toBe(`?orderId=${order().id}`)
  })

  it('toasts a load failure', async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/cart': () => json(404, { status: 404, code: 'not_found', message: '' }),
    })
    renderRoutes('/sepet')
    expect(await screen.findByText(tr.cart.loadError)).toBeInTheDocument()
  })
})

const bookList = () => json(200, { items: [bookCard()], page: 1, pageSize: 12, total: 1 })

describe('FavoriteButton', () => {
  it('toggles optimistically and confirms with a toast', async () => {
    let release!: () => void
    stubApi({
      '/api/auth/me': me(member),
      '/api/books': bookList,
      '/api/categories': () => json(200, { items: [] }),
      '/api/cart': () => json(200, cartOf([])),
      '/api/favorites': () => json(200, { items: [] }),
      '/api/favorites/b1': (_u, req) =>
        req.method === 'PUT'
          ? new Promise<Response>((resolve) => {
              release = () => resolve(new Response(null, { status: 204 }))
            })
          : new Response(null, { status: 204 }),
    })
    renderRoutes('/kitaplar')
    const heart = await screen.findByRole('button', { name: tr.favorites.add })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(heart)
    // Pressed before the server answered.
    const pressed = await screen.findByRole('button', { name: tr.favorites.remove })
    expect(pressed).toHaveAttribute('aria-pressed', 'true')
    await act(async () => release())
    expect(await screen.findByText(fmt(tr.favorites.added, { title: 'Book One' }))).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: tr.favorites.remove }))
    expect(await screen.findByText(fmt(tr.favorites.removed, { title: 'Book One' }))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: tr.favorites.add })).toHaveAttribute('aria-pressed', 'false')
  })

  it('rolls back and toasts when the call fails', async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/books': bookList,
      '/api/categories': () => json(200, { items: [] }),
      '/api/cart': () => json(200, cartOf([])),
      '/api/favorites': () => json(200, { items: [] }),
      '/api/favorites/b1': () => json(500, { status: 500, code: 'internal', message: '' }),
    })
    renderRoutes('/kitaplar')
    await userEvent.click(await screen.findByRole('button', { name: tr.favorites.add }))
    expect(await screen.findByText(tr.favorites.error)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: tr.favorites.add })).toHaveAttribute('aria-pressed', 'false')
  })

  it('sends a guest to sign in with a toast and the way back', async () => {
    const api = stubApi({ '/api/books': bookList, '/api/categories': () => json(200, { items: [] }) })
    const { router } = renderRoutes('/kitaplar?sirala=fiyat-artan')
    await userEvent.click(await screen.findByRole('button', { name: tr.favorites.add }))
    expect(await screen.findByText(tr.favorites.loginRequired)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/giris'))
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/kitaplar?sirala=fiyat-artan')
    expect(requestsTo(api, '/api/favorites')).toHaveLength(0)
    expect(requestsTo(api, '/api/cart')).toHaveLength(0)
  })

  it('is not shown to authors', async () => {
    stubApi({
      '/api/auth/me': me({ ...member, role: 'author' }),
      '/api/books': bookList,
      '/api/categories': () => json(200, { items: [] }),
    })
    renderRoutes('/kitaplar')
    await screen.findByRole('heading', { name: 'Book One' })
    expect(screen.queryByRole('button', { name: tr.favorites.add })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: tr.cart.addToCart })).not.toBeInTheDocument()
  })
})

describe('card cart control', () => {
  it('adds with quantity 1, then shows a stepper whose − at 1 removes the line', async () => {
    // Sonner keeps toasts across tests: a title of its own keeps the texts unique.
    const title = 'Card Book'
    let cart = cartOf([])
    const api = stubApi({
      '/api/auth/me': me(member),
      '/api/books': () => json(200, { items: [bookCard({ title })], page: 1, pageSize: 12, total: 1 }),
      '/api/categories': () => json(200, { items: [] }),
      '/api/favorites': () => json(200, { items: [] }),
      '/api/cart': () => json(200, cart),
      '/api/cart/items/b1': async (_u, req) => {
        const { quantity } = (await req.json()) as { quantity: number }
        cart = cartOf(quantity > 0 ? [line({ title, quantity, price: 12950, lineTotal: 12950 * quantity })] : [])
        return json(200, cart)
      },
    })
    renderRoutes('/kitaplar')
    await userEvent.click(await screen.findByRole('button', { name: tr.cart.addToCart }))
    expect(await screen.findByText(fmt(tr.cart.added, { title }))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: fmt(tr.cart.badge, { n: 1 }) })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: tr.cart.decrease }))
    expect(await screen.findByText(fmt(tr.cart.removed, { title }))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: tr.cart.addToCart })).toBeInTheDocument()
    expect(requestsTo(api, '/api/cart')).toHaveLength(1)
  })

  it('offers a stock alert for an out-of-stock book', async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/books': () => json(200, { items: [bookCard({ stock: 0 })], page: 1, pageSize: 12, total: 1 }),
      '/api/categories': () => json(200, { items: [] }),
      '/api/favorites': () => json(200, { items: [] }),
      '/api/cart': () => json(200, cartOf([])),
      '/api/stock-alerts': () => new Response(null, { status: 204 }),
    })
    renderRoutes('/kitaplar')
    expect(await screen.findByRole('button', { name: tr.books.outOfStock })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: tr.stockAlert.button }))
    expect(await screen.findByText(tr.stockAlert.success)).toBeInTheDocument()
  })
})

function order(overrides: Record<string, unknown> = {}) {
  return {
    id: '0192f1c2-7a4b-7c3d-9e8f-0123456789ab',
    number: '0192f1c2',
    status: 'pending',
    statusLabel: 'Beklemede',
    subtotal: 8000,
    shipping: 1500,
    total: 9500,
    shippingAddress: 'Moda Cad. 1, Kadıköy',
    trackingNumber: '',
    cargoCompany: '',
    trackingUrl: null,
    installment: 0,
    paidAmount: 0,
    items: [{ id: 'ol1', bookId: 'b1', title: 'Book One', coverUrl: null, quantity: 2, price: 4000, lineTotal: 8000 }],
    createdAt: '2024-06-15T09:00:00Z',
    updatedAt: '2024-06-15T09:00:00Z',
    ...overrides,
  }
}

describe('/siparis/:id', () => {
  it.each([
    ['pending', 1],
    ['confirmed', 2],
    ['shipped', 3],
    ['delivered', 4],
  ])('marks the steps reached for %s', async (status, reached) => {
    stubApi({ '/api/auth/me': me(member), [`/api/orders/o1`]: () => json(200, order({ status })) })
    renderRoutes('/siparis/o1')
    const timeline = await screen.findByRole('list', { name: tr.orders.timeline })
    const steps = within(timeline).getAllByRole('listitem')
    expect(steps.map((s) => s.getAttribute('data-reached'))).toEqual([1, 2, 3, 4].map((n) => String(n <= reached)))
    expect(steps[reached - 1]).toHaveAttribute('aria-current', 'step')
    expect(
      screen.getByRole('heading', { level: 1, name: fmt(tr.orders.detailTitle, { number: '0192f1c2' }) }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(fmt(tr.orders.quantityPrice, { quantity: 2, price: formatPrice(4000) })),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: tr.orders.trackLink })).not.toBeInTheDocument()
  })

  it('shows a cancelled order without the timeline', async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/orders/o1': () => json(200, order({ status: 'cancelled', statusLabel: tr.orders.cancelled })),
    })
    renderRoutes('/siparis/o1')
    expect(await screen.findByText(tr.orders.cancelledText)).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: tr.orders.timeline })).not.toBeInTheDocument()
  })

  it("links 'Kargom Nerede?' only when there is a tracking URL", async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/orders/o1': () =>
        json(
          200,
          order({
            status: 'shipped',
            trackingNumber: 'AR123',
            cargoCompany: 'Aras Kargo',
            trackingUrl: 'https://kargotakip.araskargo.com.tr/?code=AR123',
          }),
        ),
    })
    renderRoutes('/siparis/o1')
    const link = await screen.findByRole('link', { name: tr.orders.trackLink })
    expect(link).toHaveAttribute('href', 'https://kargotakip.araskargo.com.tr/?code=AR123')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText('AR123')).toBeInTheDocument()
    expect(screen.getByText('Aras Kargo')).toBeInTheDocument()
  })

  it("shows nothing of the payment for an unpaid order, 'Ödeme: Tek çekim' for a single payment", async () => {
    stubApi({ '/api/auth/me': me(member), '/api/orders/o1': () => json(200, order()) })
    const { unmount } = renderRoutes('/siparis/o1')
    const summary = within(await screen.findByRole('region', { name: tr.orders.summary }))
    expect(summary.getByText(tr.orders.total).nextElementSibling).toHaveTextContent(formatPrice(9500))
    for (const label of [tr.orders.payment, tr.orders.installment, tr.orders.paidAmount, tr.orders.interest]) {
      expect(summary.queryByText(label)).not.toBeInTheDocument()
    }
    unmount()

    stubApi({
      '/api/auth/me': me(member),
      '/api/orders/o1': () =>
        json(200, order({ status: 'confirmed', statusLabel: 'Onaylandı', installment: 1, paidAmount: 9500 })),
    })
    renderRoutes('/siparis/o1')
    const paid = within(await screen.findByRole('region', { name: tr.orders.summary }))
    expect((await paid.findByText(tr.orders.payment)).nextElementSibling).toHaveTextContent(tr.orders.singlePayment)
    expect(paid.queryByText(tr.orders.installment)).not.toBeInTheDocument()
    expect(paid.queryByText(tr.orders.interest)).not.toBeInTheDocument()
  })

  it('shows the instalments, the amount charged with the interest, and the interest', async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/orders/o1': () =>
        json(200, order({ status: 'confirmed', statusLabel: 'Onaylandı', installment: 3, paidAmount: 9999 })),
    })
    renderRoutes('/siparis/o1')
    const summary = within(await screen.findByRole('region', { name: tr.orders.summary }))
    expect(summary.getByText(tr.orders.installment).nextElementSibling).toHaveTextContent(/^3$/)
    expect(summary.getByText(tr.orders.paidAmount).nextElementSibling).toHaveTextContent(
      `${formatPrice(9999)} (${tr.orders.interestIncluded})`,
    )
    expect(summary.getByText(tr.orders.interest).nextElementSibling).toHaveTextContent(formatPrice(499))
    expect(summary.getByText(tr.orders.total).nextElementSibling).toHaveTextContent(formatPrice(9500))
    expect(summary.queryByText(tr.orders.payment)).not.toBeInTheDocument()
    expect([
      tr.orders.installment,
      tr.orders.paidAmount,
      tr.orders.interestIncluded,
      tr.orders.interest,
      tr.orders.payment,
      tr.orders.singlePayment,
    ]).toEqual(['Taksit', 'Çekilen tutar', 'vade farkı dahil', 'Vade farkı', 'Ödeme', 'Tek çekim'])
  })

  it('toasts and goes back to /siparislerim when the order cannot be loaded', async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/orders': () => json(200, { items: [] }),
      '/api/orders/o1': () => json(404, { status: 404, code: 'not_found', message: tr.orders.notFound }),
    })
    const { router } = renderRoutes('/siparis/o1')
    expect(await screen.findByText(tr.orders.notFound)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/siparislerim'))
    expect(await screen.findByText(tr.orders.empty)).toBeInTheDocument()
  })
})

describe('/siparislerim', () => {
  it('lists orders with number, status, total and a detail link', async () => {
    stubApi({ '/api/auth/me': me(member), '/api/orders': () => json(200, { items: [order()] }) })
    renderRoutes('/siparislerim')
    expect(
      await screen.findByRole('heading', { name: fmt(tr.orders.number, { number: '0192f1c2' }) }),
    ).toBeInTheDocument()
    expect(screen.getByText('Beklemede')).toBeInTheDocument()
    expect(screen.getByText('15 Haziran 2024')).toBeInTheDocument()
    expect(screen.getByText(formatPrice(9500))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: new RegExp(`^${tr.orders.detail}`) })).toHaveAttribute(
      'href',
      '/siparis/0192f1c2-7a4b-7c3d-9e8f-0123456789ab',
    )
  })
})

describe('/profil', () => {
  it('checks the phone before calling the server', async () => {
    const api = stubApi({ '/api/auth/me': me(member), '/api/profile': () => json(200, member) })
    renderRoutes('/profil')
    const phone = await screen.findByLabelText(tr.profile.phone)
    expect(screen.getByLabelText(tr.profile.email)).toHaveAttribute('readonly')
    await userEvent.type(phone, '12345')
    await userEvent.click(screen.getByRole('button', { name: tr.profile.save }))
    expect(await screen.findByText(tr.profile.phoneInvalid)).toBeInTheDocument()
    expect(api.mock.calls.some(([r]) => (r as Request).method === 'PUT')).toBe(false)
  })

  it('saves, toasts and shows the new name in the header', async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/profile': async (_u, req) =>
        req.method === 'PUT'
          ? json(200, {
              ...member,
              ...((await req.json()) as object),
              fullName: 'Ayşe Kaya',
              phone: '+90 532 123 45 67',
            })
          : json(200, member),
    })
    renderRoutes('/profil')
    const name = await screen.findByLabelText(tr.profile.fullName)
    await userEvent.clear(name)
    await userEvent.type(name, 'Ayşe Kaya')
    await userEvent.type(screen.getByLabelText(tr.profile.phone), '0532 123 45 67')
    await userEvent.click(screen.getByRole('button', { name: tr.profile.save }))
    expect(await screen.findByText(tr.profile.success)).toBeInTheDocument()
    expect(screen.getByLabelText(tr.profile.phone)).toHaveValue('+90 532 123 45 67')
    expect(screen.getByRole('button', { name: new RegExp('Ayşe Kaya') })).toBeInTheDocument()
  })

  it('puts server field errors under their fields', async () => {
    stubApi({
      '/api/auth/me': me(member),
      '/api/profile': (_u, req) =>
        req.method === 'PUT'
          ? json(422, {
              status: 422,
              code: 'invalid',
              message: tr.errors.validation,
              errors: [{ field: 'phone', message: tr.profile.phoneInvalid }],
            })
          : json(200, member),
    })
    renderRoutes('/profil')
    await userEvent.type(await screen.findByLabelText(tr.profile.phone), '0532 123 45 67')
    await userEvent.click(screen.getByRole('button', { name: tr.profile.save }))
    expect(await screen.findByText(tr.profile.error)).toBeInTheDocument()
    expect(screen.getByText(tr.profile.phoneInvalid)).toBeInTheDocument()
  })
})
