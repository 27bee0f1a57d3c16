import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import { formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { memberOrder, memberOrderId as orderId } from '@/test/orders'
import { memberUser } from './member-test-user'

const t = tr.checkout
const p = tr.payMethods

let failure: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  failure = vi.spyOn(notify, 'error')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const totals = (extra: Record<string, number> = {}) => ({
  subtotal: 8000,
  discount: 0,
  methodDiscount: 0,
  shipping: 1500,
  methodFee: 0,
  total: 9500,
  ...extra,
})

const codReason = 'Teslim edilmemiş bir kapıda ödemeli siparişiniz var; yenisi için önce onun teslim edilmesi gerekir.'

function offers({ codAvailable = false }: { codAvailable?: boolean } = {}) {
  return [
    { method: 'card', label: 'Kredi / banka kartı', available: true, reason: '', totals: totals() },
    {
      method: 'transfer',
      label: 'Havale / EFT',
      available: true,
      reason: '',
      totals: totals({ methodDiscount: 400, total: 9100 }),
    },
    {
      method: 'cod',
      label: 'Kapıda ödeme',
      available: codAvailable,
      reason: codAvailable ? '' : codReason,
      totals: totals({ methodFee: 1990, total: 11490 }),
      codForms: ['Nakit', 'Kredi kartı'],
    },
  ]
}

const contractsFor = (method: string) => ({
  preInformation: `ÖN BİLGİLENDİRME FORMU (${method})`,
  distanceSales: `MESAFELİ SATIŞ SÖZLEŞMESİ (${method})`,
})

function view(method: string, opts: Parameters<typeof offers>[0] = {}) {
  return {
    order: memberOrder('pending', { discount: 0, couponCode: null, payBy: null, refundPending: false, parties: null }),
    expiresAt: new Date(Date.now() + 14 * 60_000).toISOString(),
    paymentMode: 'checkout-form',
    declined: null,
    methods: offers(opts),
    ...contractsFor(method),
  }
}

type Handler = (req: Request) => Response | Promise<Response>

function serve({ choose, ...opts }: { choose?: Handler } & Parameters<typeof offers>[0] = {}) {
  return stubApi({
    '/api/auth/me': () => json(200, { user: memberUser }),
    [`/api/checkout/${orderId}`]: (url) => json(200, view(url.searchParams.get('method') ?? 'card', opts)),
    [`/api/checkout/${orderId}/method`]: (_u, req) => (req.method === 'POST' && choose ? choose(req) : undefined),
    [`/api/orders/${orderId}`]: () => json(200, memberOrder('pending', { paymentMethod: 'transfer' })),
  })
}

const page = `/odeme?orderId=${orderId}`
const summary = () => within(screen.getByRole('complementary', { name: t.summary }))

async function tickBoth() {
  await userEvent.click(screen.getByRole('checkbox', { name: t.acceptPreInformation }))
  await userEvent.click(screen.getByRole('checkbox', { name: t.acceptDistanceSales }))
}

describe('/odeme with havale/EFT and kapıda ödeme on', () => {
  it('offers the methods as radios, the card first; an unavailable one is disabled with its reason', async () => {
    serve()
    renderRoutes(page)
    const group = await screen.findByRole('group', { name: p.title })
    const radios = within(group).getAllByRole('radio')
    expect(radios).toHaveLength(3)
    const card = within(group).getByRole('radio', { name: 'Kredi / banka kartı' })
    expect(card).toBeChecked()
    expect(within(group).getByRole('radio', { name: 'Havale / EFT' })).toBeEnabled()
    const cod = within(group).getByRole('radio', { name: 'Kapıda ödeme' })
    expect(cod).toBeDisabled()
    expect(cod).toHaveAccessibleDescription(new RegExp(codReason))
    // The card keeps today's form.
    expect(screen.getByRole('button', { name: t.proceed })).toBeInTheDocument()
  })

  it('havale: the totals follow the method, the contracts are reloaded for it, and the card form gives way', async () => {
    const api = serve()
    renderRoutes(page)
    await userEvent.click(await screen.findByRole('radio', { name: 'Havale / EFT' }))

    await waitFor(() =>
      expect(screen.getByRole('region', { name: t.preInformationTitle })).toHaveTextContent('(transfer)'),
    )
    expect(requestsTo(api, `/api/checkout/${orderId}`).map((u) => u.searchParams.get('method'))).toContain('transfer')
    expect(summary().getByText(p.methodDiscount).nextElementSibling).toHaveTextContent(`-${formatPrice(400)}`)
    expect(summary().getByText(t.total).nextElementSibling).toHaveTextContent(formatPrice(9100))
    expect(screen.queryByRole('button', { name: t.proceed })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: p.confirm })).toBeInTheDocument()

    // Back to the card: its totals and form again.
    await userEvent.click(screen.getByRole('radio', { name: 'Kredi / banka kartı' }))
    expect(await screen.findByRole('button', { name: t.proceed })).toBeInTheDocument()
    expect(summary().queryByText(p.methodDiscount)).not.toBeInTheDocument()
    expect(summary().getByText(t.total).nextElementSibling).toHaveTextContent(formatPrice(9500))
  })

  it('havale: needs both contracts, then posts the method and goes to the order page', async () => {
    const bodies: unknown[] = []
    const api = serve({
      choose: async (req) => {
        bodies.push(await req.json())
        return json(200, { order: memberOrder('pending', { paymentMethod: 'transfer' }) })
      },
    })
    const { router } = renderRoutes(page)
    await userEvent.click(await screen.findByRole('radio', { name: 'Havale / EFT' }))
    await waitFor(() =>
      expect(screen.getByRole('region', { name: t.preInformationTitle })).toHaveTextContent('(transfer)'),
    )
    await userEvent.click(screen.getByRole('button', { name: p.confirm }))
    expect(await screen.findAllByText(t.contractsRequired)).toHaveLength(2)
    expect(requestsTo(api, `/api/checkout/${orderId}/method`)).toHaveLength(0)

    await tickBoth()
    await userEvent.click(screen.getByRole('button', { name: p.confirm }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/siparis/${orderId}`))
    expect(bodies).toEqual([{ method: 'transfer', contractsAccepted: true }])
  })

  it('kapıda ödeme: shows the fee, the totals with it, and sends the choice', async () => {
    const bodies: unknown[] = []
    serve({
      codAvailable: true,
      choose: async (req) => {
        bodies.push(await req.json())
        return json(200, { order: memberOrder('confirmed', { paymentMethod: 'cod' }) })
      },
    })
    const { router } = renderRoutes(page)
    await userEvent.click(await screen.findByRole('radio', { name: 'Kapıda ödeme' }))
    await waitFor(() => expect(screen.getByRole('region', { name: t.preInformationTitle })).toHaveTextContent('(cod)'))
    const box = within(screen.getByTestId('method-order'))
    expect(box.getByText(fmt(p.codFee, { fee: formatPrice(1990) }))).toBeInTheDocument()
    expect(summary().getByText(p.methodFee).nextElementSibling).toHaveTextContent(formatPrice(1990))
    expect(summary().getByText(t.total).nextElementSibling).toHaveTextContent(formatPrice(11490))
    // The forms the courier takes are told, not asked.
    expect(box.getByText(fmt(p.codForms, { forms: 'Nakit, Kredi kartı' }))).toBeInTheDocument()
    expect(box.queryByRole('radio')).not.toBeInTheDocument()
    await tickBoth()
    await userEvent.click(screen.getByRole('button', { name: p.confirm }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/siparis/${orderId}`))
    expect(bodies).toEqual([{ method: 'cod', contractsAccepted: true }])
  })

  it("a refusal shows the server's reason and stays on the page", async () => {
    const reason = 'Bu ödeme yöntemi şu anda kullanılamıyor.'
    serve({ choose: () => json(409, { status: 409, code: 'conflict', message: reason }) })
    const { router } = renderRoutes(page)
    await userEvent.click(await screen.findByRole('radio', { name: 'Havale / EFT' }))
    await waitFor(() =>
      expect(screen.getByRole('region', { name: t.preInformationTitle })).toHaveTextContent('(transfer)'),
    )
    await tickBoth()
    await userEvent.click(screen.getByRole('button', { name: p.confirm }))
    await waitFor(() => expect(failure).toHaveBeenCalledWith(reason))
    expect(router.state.location.pathname).toBe('/odeme')
  })
})
