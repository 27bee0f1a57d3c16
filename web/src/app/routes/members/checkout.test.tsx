import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import type { CurrentUser } from '@/features/auth/api/get-me'
import { formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'

afterEach(() => vi.unstubAllGlobals())
// The lazy route's first load can take over a second on a busy machine.
configure({ asyncUtilTimeout: 3000 })

const t = tr.checkout

const member: CurrentUser = {
  id: 'u1',
  email: 'ayse@example.com',
  fullName: 'Ayşe Yılmaz',
  displayName: 'Ayşe Yılmaz',
  role: 'user',
  avatarUrl: null,
  phone: '+90 532 123 45 67',
  shippingAddress: 'Moda Cad. 1, Kadıköy, İstanbul',
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
}
const me = () => json(200, { user: member })

const orderId = '0192f1c2-7a4b-7c3d-9e8f-0123456789ab'

function order(overrides: Record<string, unknown> = {}) {
  return {
    id: orderId,
    number: '0192f1c2',
    status: 'pending',
    statusLabel: 'Beklemede',
    subtotal: 8000,
    shipping: 1500,
    total: 9500,
    shippingAddress: 'Moda Cad. 1, Kadıköy, İstanbul',
    trackingNumber: '',
    cargoCompany: '',
    trackingUrl: null,
    installment: 0,
    paidAmount: 0,
    items: [{ id: 'ol1', bookId: 'b1', title: 'Book One', coverUrl: null, quantity: 2, price: 4000, lineTotal: 8000 }],
    createdAt: '2026-06-15T09:00:00Z',
    updatedAt: '2026-06-15T09:00:00Z',
    ...overrides,
  }
}

const preInformation = 'ÖN BİLGİLENDİRME FORMU\n\n1. SATICI BİLGİLERİ\nUnvan: Kitapevi Yayınları\n\n<b>etiket değil</b>'
const distanceSales = 'MESAFELİ SATIŞ SÖZLEŞMESİ\n\nMadde 1 - Taraflar'

function checkoutView(overrides: Record<string, unknown> = {}) {
  return {
    order: order(),
    expiresAt: new Date(Date.now() + 29 * 60_000 + 30_000).toISOString(),
    preInformation,
    distanceSales,
    paymentMode: 'checkout-form',
    ...overrides,
  }
}

type PayHandler = (req: Request) => Response | Promise<Response>

// checkout-form: iyzico's page on another origin (a stand-in on localhost in tests).
const hostedFrame = 'http://localhost:41234/cpp?token=cf-token-1&lang=tr&iframe=true'
const hostedPage = 'http://localhost:41234/cpp?token=cf-token-1&lang=tr'
const hostedAnswer = () => json(200, { mode: 'checkout-form', frameUrl: hostedFrame, pageUrl: hostedPage })
// direct-3ds: this site's bank page.
const bankAnswer = () => json(200, { mode: 'direct-3ds', frameUrl: '/odeme/3ds/abc123', pageUrl: '/odeme/3ds/abc123' })
const sandbox = 'allow-scripts allow-forms allow-same-origin allow-top-navigation allow-popups'

function serve(pay: PayHandler = hostedAnswer, view = checkoutView()) {
  return stubApi({
    '/api/auth/me': me,
    '/api/cart': () =>
      json(200, { id: 'c1', items: [], itemCount: 0, subtotal: 0, shipping: 0, total: 0, amountToFreeShipping: 0 }),
    [`/api/checkout/${orderId}`]: () => json(200, view),
    [`/api/checkout/${orderId}/pay`]: (_u, req) => (req.method === 'POST' ? pay(req) : undefined),
  })
}

const page = `/odeme?orderId=${orderId}`

/** direct-3ds mode: the card form on this page. */
const serveCard = (pay: PayHandler = bankAnswer, overrides: Record<string, unknown> = {}) =>
  serve(pay, checkoutView({ paymentMode: 'direct-3ds', ...overrides }))

async function fillCard({ number = '5528790000000008', expiry = '1230', cvc = '123' } = {}) {
  await userEvent.type(await screen.findByLabelText(t.holderName), 'Ayşe Yılmaz')
  await userEvent.type(screen.getByLabelText(t.number), number)
  await userEvent.type(screen.getByLabelText(t.expiry), expiry)
  await userEvent.type(screen.getByLabelText(t.cvc), cvc)
}

async function tickBoth() {
  await userEvent.click(screen.getByRole('checkbox', { name: t.acceptPreInformation }))
  await userEvent.click(screen.getByRole('checkbox', { name: t.acceptDistanceSales }))
}

const payButton = () => screen.getByRole('button', { name: t.pay })
const proceedButton = () => screen.getByRole('button', { name: t.proceed })

describe('/odeme in direct-3ds mode', () => {
  it('shows the order, the address, the time left, both contracts as text and two unticked checkboxes', async () => {
    serveCard()
    renderRoutes(page)
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument()
    const items = within(await screen.findByRole('region', { name: t.items }))
    expect(items.getByRole('link', { name: 'Book One' })).toHaveAttribute('href', '/kitap/b1')
    expect(items.getByText(fmt(t.quantityPrice, { quantity: 2, price: formatPrice(4000) }))).toBeInTheDocument()
    expect(items.getByText(formatPrice(8000))).toBeInTheDocument()

    const summary = within(screen.getByRole('complementary', { name: t.summary }))
    expect(summary.getByText(t.subtotal).nextElementSibling).toHaveTextContent(formatPrice(8000))
    expect(summary.getByText(t.shipping).nextElementSibling).toHaveTextContent(formatPrice(1500))
    expect(summary.getByText(t.total).nextElementSibling).toHaveTextContent(formatPrice(9500))
    expect(
      within(screen.getByRole('region', { name: t.address })).getByText(member.shippingAddress),
    ).toBeInTheDocument()
    expect(screen.getByText(/29 dakika kaldı/)).toBeInTheDocument()

    // Plain text in titled scrollable boxes: markup stays text.
    const pre = screen.getByRole('region', { name: t.preInformationTitle })
    expect(pre.textContent).toBe(preInformation)
    expect(pre).toHaveClass('whitespace-pre-wrap', 'overflow-y-auto')
    expect(pre.querySelector('b')).toBeNull()
    expect(screen.getByRole('region', { name: t.distanceSalesTitle }).textContent).toBe(distanceSales)

    expect(screen.getByRole('checkbox', { name: t.acceptPreInformation })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: t.acceptDistanceSales })).not.toBeChecked()
    expect(screen.getByRole('link', { name: new RegExp(t.kvkk) })).toHaveAttribute('href', '/gizlilik-politikasi')

    expect(screen.getByLabelText(t.holderName)).toHaveAttribute('autocomplete', 'cc-name')
    for (const [label, ac] of [
      [t.number, 'cc-number'],
      [t.expiry, 'cc-exp'],
      [t.cvc, 'cc-csc'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', ac)
      expect(screen.getByLabelText(label)).toHaveAttribute('inputmode', 'numeric')
    }
    expect(payButton()).toBeEnabled()
  })

  it("shows 'Ücretsiz' when shipping is free", async () => {
    serveCard(undefined, { order: order({ subtotal: 12000, shipping: 0, total: 12000 }) })
    renderRoutes(page)
    const summary = within(await screen.findByRole('complementary', { name: t.summary }))
    expect(summary.getByText(t.shipping).nextElementSibling).toHaveTextContent(t.free)
  })

  it('formats the card number in fours and the expiry as AA/YY while typing', async () => {
    serveCard()
    renderRoutes(page)
    const number = await screen.findByLabelText(t.number)
    await userEvent.type(number, '5528790000000008')
    expect(number).toHaveValue('5528 7900 0000 0008')
    const expiry = screen.getByLabelText(t.expiry)
    await userEvent.type(expiry, '1230')
    expect(expiry).toHaveValue('12/30')
    const cvc = screen.getByLabelText(t.cvc)
    await userEvent.type(cvc, '12a3')
    expect(cvc).toHaveValue('123')
  })

  it('does not pay before both contracts are ticked, nor with a bad card', async () => {
    const api = serveCard()
    renderRoutes(page)
    await fillCard({ number: '5528790000000009', expiry: '0120', cvc: '12' })
    await userEvent.click(payButton())
    expect(await screen.findAllByText(t.contractsRequired)).toHaveLength(2)
    expect(screen.getByText(t.numberInvalid)).toBeInTheDocument()
    expect(screen.getByText(t.cardExpired)).toBeInTheDocument()
    expect(screen.getByText(t.cvcInvalid)).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: t.acceptPreInformation })).toHaveAttribute('aria-invalid', 'true')

    await userEvent.click(screen.getByRole('checkbox', { name: t.acceptPreInformation }))
    await userEvent.click(payButton())
    await waitFor(() => expect(screen.getAllByText(t.contractsRequired)).toHaveLength(1))
    expect(requestsTo(api, `/api/checkout/${orderId}/pay`)).toHaveLength(0)
  })

  it('pays: sends the card in the body only, shows the bank page in a sandboxed full-screen frame, closes back to the form', async () => {
    let body: unknown
    const api = serveCard(async (req) => {
      body = await req.json()
      return bankAnswer()
    })
    renderRoutes(page)
    await fillCard()
    await tickBoth()
    await userEvent.click(payButton())

    const dialog = await screen.findByRole('dialog', { name: t.frameTitle })
    expect(body).toEqual({
      acceptPreInformation: true,
      acceptDistanceSales: true,
      card: {
        holderName: 'Ayşe Yılmaz',
        number: '5528790000000008',
        expireMonth: '12',
        expireYear: '2030',
        cvc: '123',
      },
    })
    const [payUrl] = requestsTo(api, `/api/checkout/${orderId}/pay`)
    expect(payUrl!.search).toBe('')
    expect(sessionStorage.length + localStorage.length).toBe(0)

    const frame = within(dialog).getByTitle(t.frameTitle)
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', '/odeme/3ds/abc123')
    expect(frame).toHaveAttribute('sandbox', sandbox)
    expect(dialog).toHaveClass('fixed', 'inset-0')
    expect(within(dialog).getByRole('link', { name: t.openFullPage })).toHaveAttribute('href', '/odeme/3ds/abc123')

    const close = within(dialog).getByRole('button', { name: t.closeFrame })
    expect(close).toHaveFocus()
    await userEvent.click(close)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // Back on the form with what was typed; the order can be paid again.
    expect(screen.getByLabelText(t.number)).toHaveValue('5528 7900 0000 0008')
    expect(payButton()).toBeEnabled()
  })

  it("shows 'İşleniyor...' and a disabled button while the payment starts", async () => {
    let release!: () => void
    serveCard(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(bankAnswer())
        }),
    )
    renderRoutes(page)
    await fillCard()
    await tickBoth()
    await userEvent.click(payButton())
    const busy = await screen.findByRole('button', { name: t.paying })
    expect(busy).toBeDisabled()
    release()
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })

  it("puts the server's field errors under their fields", async () => {
    serveCard(() =>
      json(422, {
        status: 422,
        code: 'invalid',
        message: tr.errors.validation,
        errors: [
          { field: 'card.number', message: t.numberInvalid },
          { field: 'card.expiry', message: t.cardExpired },
          { field: 'card.holderName', message: t.holderNameInvalid },
          { field: 'acceptDistanceSales', message: t.contractsRequired },
        ],
      }),
    )
    renderRoutes(page)
    await fillCard()
    await tickBoth()
    await userEvent.click(payButton())
    const number = screen.getByLabelText(t.number)
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'))
    expect(number).toHaveAccessibleDescription(t.numberInvalid)
    expect(screen.getByLabelText(t.expiry)).toHaveAccessibleDescription(t.cardExpired)
    expect(screen.getByLabelText(t.holderName)).toHaveAccessibleDescription(t.holderNameInvalid)
    expect(screen.getByRole('checkbox', { name: t.acceptDistanceSales })).toHaveAccessibleDescription(
      t.contractsRequired,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("toasts the server's message when the payment cannot start", async () => {
    const message = 'Ödeme başlatılamadı: Kart limiti yetersiz'
    serveCard(() => json(409, { status: 409, code: 'conflict', message }))
    renderRoutes(page)
    await fillCard()
    await tickBoth()
    await userEvent.click(payButton())
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument()
  })

  it("falls back to 'Ödeme başlatılamadı'", async () => {
    serveCard(() => json(500, { status: 500, code: 'internal', message: '' }))
    renderRoutes(page)
    await fillCard()
    await tickBoth()
    await userEvent.click(payButton())
    expect(await screen.findByText(t.payError)).toBeInTheDocument()
  })

  it('goes back to the cart when the order expired while paying', async () => {
    serveCard(() => json(409, { status: 409, code: 'conflict', message: t.expired }))
    const { router } = renderRoutes(page)
    await fillCard()
    await tickBoth()
    await userEvent.click(payButton())
    expect(await screen.findByText(t.expired)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/sepet'))
  })
})

describe('/odeme in checkout-form mode (the default)', () => {
  it('shows the order, the contracts and the KVKK link, but no card form', async () => {
    serve()
    renderRoutes(page)
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument()
    const items = within(await screen.findByRole('region', { name: t.items }))
    expect(items.getByRole('link', { name: 'Book One' })).toHaveAttribute('href', '/kitap/b1')
    const summary = within(screen.getByRole('complementary', { name: t.summary }))
    expect(summary.getByText(t.total).nextElementSibling).toHaveTextContent(formatPrice(9500))
    expect(
      within(screen.getByRole('region', { name: t.address })).getByText(member.shippingAddress),
    ).toBeInTheDocument()
    expect(screen.getByRole('region', { name: t.preInformationTitle }).textContent).toBe(preInformation)
    expect(screen.getByRole('region', { name: t.distanceSalesTitle }).textContent).toBe(distanceSales)
    expect(screen.getByRole('checkbox', { name: t.acceptPreInformation })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: t.acceptDistanceSales })).not.toBeChecked()
    expect(screen.getByRole('link', { name: new RegExp(t.kvkk) })).toHaveAttribute('href', '/gizlilik-politikasi')

    for (const label of [t.holderName, t.number, t.expiry, t.cvc])
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: t.card })).not.toBeInTheDocument()
    expect(document.querySelector('[autocomplete^="cc-"]')).toBeNull()
    expect(screen.queryByRole('button', { name: t.pay })).not.toBeInTheDocument()
    expect(proceedButton()).toBeEnabled()
    expect(screen.getByText(t.hostedHint)).toBeInTheDocument()
  })

  it("'Ödemeye geç' refuses until both contracts are ticked", async () => {
    const api = serve()
    renderRoutes(page)
    await userEvent.click(await screen.findByRole('button', { name: t.proceed }))
    expect(await screen.findAllByText(t.contractsRequired)).toHaveLength(2)
    expect(screen.getByRole('checkbox', { name: t.acceptPreInformation })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('checkbox', { name: t.acceptDistanceSales })).toHaveAccessibleDescription(
      t.contractsRequired,
    )

    await userEvent.click(screen.getByRole('checkbox', { name: t.acceptDistanceSales }))
    await userEvent.click(proceedButton())
    await waitFor(() => expect(screen.getAllByText(t.contractsRequired)).toHaveLength(1))
    expect(screen.getByRole('checkbox', { name: t.acceptPreInformation })).toHaveAccessibleDescription(
      t.contractsRequired,
    )
    expect(requestsTo(api, `/api/checkout/${orderId}/pay`)).toHaveLength(0)
  })

  it("pays without a card: iyzico's page in the frame, a link to the same page for the whole window, closes back", async () => {
    let body: unknown
    const api = serve(async (req) => {
      body = await req.json()
      return hostedAnswer()
    })
    renderRoutes(page)
    await screen.findByRole('button', { name: t.proceed })
    await tickBoth()
    await userEvent.click(proceedButton())

    const dialog = await screen.findByRole('dialog', { name: t.frameTitle })
    expect(body).toEqual({ acceptPreInformation: true, acceptDistanceSales: true })
    expect(body).not.toHaveProperty('card')
    expect(requestsTo(api, `/api/checkout/${orderId}/pay`)).toHaveLength(1)
    expect(dialog).toHaveAccessibleDescription(t.frameHint)

    const frame = within(dialog).getByTitle(t.frameTitle)
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', hostedFrame)
    expect(frame).toHaveAttribute('sandbox', sandbox)

    // The whole window, not a popup.
    const full = within(dialog).getByRole('link', { name: t.openFullPage })
    expect(full).toHaveAttribute('href', hostedPage)
    expect(full).toHaveAttribute('target', '_top')
    expect(full).not.toHaveAttribute('rel')

    const close = within(dialog).getByRole('button', { name: t.closeFrame })
    expect(close).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(proceedButton()).toBeEnabled()
    expect(screen.getByRole('checkbox', { name: t.acceptPreInformation })).toBeChecked()
  })

  it.each([['javascript:alert(1)'], ['data:text/html,<script>alert(1)</script>'], ['//evil.example/cpp']])(
    "does not frame an unsafe address (%s) and says 'Ödeme başlatılamadı'",
    async (frameUrl) => {
      // Sonner keeps toasts across tests: assert on this test's own call.
      const toast = vi.spyOn(notify, 'error')
      serve(() => json(200, { mode: 'checkout-form', frameUrl, pageUrl: hostedPage }))
      renderRoutes(page)
      await screen.findByRole('button', { name: t.proceed })
      await tickBoth()
      await userEvent.click(proceedButton())
      await waitFor(() => expect(toast).toHaveBeenCalledWith(t.payError))
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(document.querySelector('iframe')).toBeNull()
      toast.mockRestore()
    },
  )

  it('offers no whole-window link to an unsafe page address', async () => {
    serve(() => json(200, { mode: 'checkout-form', frameUrl: hostedFrame, pageUrl: 'javascript:alert(1)' }))
    renderRoutes(page)
    await screen.findByRole('button', { name: t.proceed })
    await tickBoth()
    await userEvent.click(proceedButton())
    const dialog = await screen.findByRole('dialog', { name: t.frameTitle })
    expect(within(dialog).getByTitle(t.frameTitle)).toHaveAttribute('src', hostedFrame)
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument()
  })

  it("puts the server's contract errors under their checkboxes", async () => {
    serve(() =>
      json(422, {
        status: 422,
        code: 'invalid',
        message: tr.errors.validation,
        errors: [{ field: 'acceptPreInformation', message: t.contractsRequired }],
      }),
    )
    renderRoutes(page)
    await screen.findByRole('button', { name: t.proceed })
    await tickBoth()
    await userEvent.click(proceedButton())
    const pre = screen.getByRole('checkbox', { name: t.acceptPreInformation })
    await waitFor(() => expect(pre).toHaveAttribute('aria-invalid', 'true'))
    expect(pre).toHaveAccessibleDescription(t.contractsRequired)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('goes back to the cart when the order expired meanwhile', async () => {
    serve(() => json(409, { status: 409, code: 'conflict', message: t.expired }))
    const { router } = renderRoutes(page)
    await screen.findByRole('button', { name: t.proceed })
    await tickBoth()
    await userEvent.click(proceedButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/sepet'))
  })
})

describe('/odeme', () => {
  it('without an orderId: toast and back to /sepet', async () => {
    serve()
    const { router } = renderRoutes('/odeme')
    expect(await screen.findByText(t.orderNotFound)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/sepet'))
  })

  it("a load error toasts the server's message and goes back to /sepet", async () => {
    stubApi({
      '/api/auth/me': me,
      '/api/cart': () =>
        json(200, { id: 'c1', items: [], itemCount: 0, subtotal: 0, shipping: 0, total: 0, amountToFreeShipping: 0 }),
      [`/api/checkout/${orderId}`]: () => json(409, { status: 409, code: 'conflict', message: t.amountMismatch }),
    })
    const { router } = renderRoutes(page)
    expect(await screen.findByText(t.amountMismatch)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/sepet'))
    // Sonner keeps toasts across tests: this message is this test's own.
    expect(screen.getAllByText(t.amountMismatch)).toHaveLength(1)
  })

  it("a server fault toasts 'Ödeme bilgileri alınamadı' (not the server's text) and goes back to /sepet", async () => {
    stubApi({
      '/api/auth/me': me,
      '/api/cart': () =>
        json(200, { id: 'c1', items: [], itemCount: 0, subtotal: 0, shipping: 0, total: 0, amountToFreeShipping: 0 }),
      [`/api/checkout/${orderId}`]: () =>
        json(503, { status: 503, code: 'unavailable', message: 'Veritabanı yanıt vermiyor' }),
    })
    const { router } = renderRoutes(page)
    // A server fault is asked twice more (1 s, then 2 s later) before it counts.
    expect(await screen.findByText(t.loadFailed, undefined, { timeout: 8000 })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/sepet'))
    expect(screen.queryByText('Veritabanı yanıt vermiyor')).not.toBeInTheDocument()
  }, 15_000)

  it("a buyer whose profile lacks a name is sent to /profil with 'Kullanıcı bilgileri eksik'", async () => {
    stubApi({
      '/api/auth/me': me,
      '/api/profile': () => json(200, member),
      [`/api/checkout/${orderId}`]: () =>
        json(409, { status: 409, code: 'conflict', message: tr.cart.buyerIncomplete }),
    })
    const { router } = renderRoutes(page)
    expect((await screen.findAllByText(tr.cart.buyerIncomplete)).length).toBeGreaterThan(0)
    await waitFor(() => expect(router.state.location.pathname).toBe('/profil'))
  })
})

function cartLine() {
  return {
    id: 'l1',
    bookId: 'b1',
    title: 'Book One',
    authorName: 'Author One',
    coverUrl: null,
    price: 4000,
    stock: 5,
    quantity: 2,
    lineTotal: 8000,
  }
}
const fullCart = () =>
  json(200, {
    id: 'c1',
    items: [cartLine()],
    itemCount: 2,
    subtotal: 8000,
    shipping: 1500,
    total: 9500,
    amountToFreeShipping: 2000,
  })

describe("/sepet 'Siparişi Tamamla'", () => {
  it('places the order and opens /odeme?orderId=', async () => {
    let release!: () => void
    const api = stubApi({
      '/api/auth/me': me,
      '/api/cart': fullCart,
      '/api/orders': (_u, req) =>
        req.method === 'POST'
          ? new Promise<Response>((resolve) => {
              release = () => resolve(json(201, order()))
            })
          : json(200, { items: [] }),
      [`/api/checkout/${orderId}`]: () => json(200, checkoutView()),
    })
    const { router } = renderRoutes('/sepet')
    const button = await screen.findByRole('button', { name: tr.cart.checkout })
    await userEvent.click(button)
    await waitFor(() => expect(button).toBeDisabled())
    release()
    await waitFor(() => expect(router.state.location.pathname).toBe('/odeme'))
    expect(router.state.location.search).toBe(`?orderId=${orderId}`)
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument()
    const posts = api.mock.calls.map(([r]) => r as Request).filter((r) => r.method === 'POST')
    expect(posts.map((r) => new URL(r.url).pathname)).toEqual(['/api/orders'])
  })

  it('sends the member to /profil when the server wants an address', async () => {
    stubApi({
      '/api/auth/me': me,
      '/api/cart': fullCart,
      '/api/profile': () => json(200, member),
      '/api/orders': () => json(409, { status: 409, code: 'conflict', message: tr.cart.addressRequired }),
    })
    const { router } = renderRoutes('/sepet')
    await userEvent.click(await screen.findByRole('button', { name: tr.cart.checkout }))
    expect(await screen.findByText(tr.cart.addressRequired)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/profil'))
  })

  it('sends a member without a name to /profil before ordering', async () => {
    const nameless = { ...member, fullName: '', displayName: 'ayse' }
    const api = stubApi({
      '/api/auth/me': () => json(200, { user: nameless }),
      '/api/cart': fullCart,
      '/api/profile': () => json(200, nameless),
    })
    const { router } = renderRoutes('/sepet')
    await userEvent.click(await screen.findByRole('button', { name: tr.cart.checkout }))
    expect((await screen.findAllByText(tr.cart.buyerIncomplete)).length).toBeGreaterThan(0)
    await waitFor(() => expect(router.state.location.pathname).toBe('/profil'))
    expect(requestsTo(api, '/api/orders')).toHaveLength(0)
  })

  it('sends the member to /profil when the server finds the profile incomplete', async () => {
    stubApi({
      '/api/auth/me': me,
      '/api/cart': fullCart,
      '/api/profile': () => json(200, member),
      '/api/orders': () => json(409, { status: 409, code: 'conflict', message: tr.cart.buyerIncomplete }),
    })
    const { router } = renderRoutes('/sepet')
    await userEvent.click(await screen.findByRole('button', { name: tr.cart.checkout }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/profil'))
  })

  it("toasts 'Sipariş oluşturulurken hata oluştu' and stays on failure", async () => {
    stubApi({
      '/api/auth/me': me,
      '/api/cart': fullCart,
      '/api/orders': () => json(500, { status: 500, code: 'internal', message: '' }),
    })
    const { router } = renderRoutes('/sepet')
    await userEvent.click(await screen.findByRole('button', { name: tr.cart.checkout }))
    expect(await screen.findByText(t.createError)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/sepet')
    expect(screen.getByRole('button', { name: tr.cart.checkout })).toBeEnabled()
  })
})
