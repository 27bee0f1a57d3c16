import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { memberUser as member } from './member-test-user'

afterEach(() => vi.unstubAllGlobals())

const t = tr.addresses

// A member who keeps addresses in the book (no free-text profile address).

function address(id: string, label: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    label,
    recipient: 'Ayşe Yılmaz',
    phone: '+90 532 123 45 67',
    provinceId: 34,
    province: 'İstanbul',
    districtId: 3423,
    district: 'Kadıköy',
    neighborhood: '',
    line: 'Moda Cad. 1',
    postalCode: '',
    needsCompletion: false,
    defaultDelivery: false,
    defaultBilling: false,
    formatted: `Ayşe Yılmaz\nModa Cad. 1\nKadıköy / İstanbul (${label})`,
    ...extra,
  }
}

const cart = {
  id: 'c1',
  items: [
    {
      id: 'l1',
      bookId: 'b1',
      title: 'Book One',
      authorName: 'Author One',
      coverUrl: null,
      price: 19999,
      stock: 5,
      quantity: 1,
      lineTotal: 19999,
      maxQuantity: 5,
    },
  ],
  itemCount: 1,
  subtotal: 19999,
  shipping: 0,
  total: 19999,
  amountToFreeShipping: 0,
}

const order = { id: '0a1b2c3d-0000-4000-8000-000000000000', number: '0a1b2c3d', status: 'pending', items: [] }

function stub(book: ReturnType<typeof address>[]) {
  return stubApi({
    '/api/auth/me': () => json(200, { user: member }),
    '/api/cart': () => json(200, cart),
    '/api/me/addresses': () => json(200, { items: book }),
    '/api/orders': (_u, req) => (req.method === 'POST' ? json(201, order) : undefined),
  })
}

const posts = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls
    .map(([r]) => r as Request)
    .filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/orders')

describe('/sepet: delivery and billing', () => {
  it('checks a Kurumsal invoice before sending: a wrong VKN is shown and nothing is sent', async () => {
    const api = stub([address('a1', 'Ev', { defaultDelivery: true, defaultBilling: true }), address('a2', 'İş')])
    const { router } = renderRoutes('/sepet')
    const section = within(await screen.findByRole('region', { name: t.checkoutTitle }))
    expect(section.getByRole('radio', { name: /Ev/ })).toBeChecked()
    expect(section.getByRole('checkbox', { name: t.billingSame })).toBeChecked()
    expect(section.getByRole('textbox', { name: t.billingName })).toHaveValue('Ayşe Yılmaz')

    await userEvent.click(section.getByRole('checkbox', { name: t.billingSame }))
    await userEvent.click(section.getAllByRole('radio', { name: /İş/ })[1]!)
    await userEvent.click(section.getByRole('radio', { name: t.corporate }))
    await userEvent.type(section.getByRole('textbox', { name: t.companyTitle }), 'Okur A.Ş.')
    await userEvent.type(section.getByRole('textbox', { name: t.vkn }), '1234567891')
    await userEvent.type(section.getByRole('textbox', { name: t.taxOffice }), 'Kadıköy')
    await userEvent.click(screen.getByRole('button', { name: tr.cart.checkout }))
    expect(await section.findByText('Geçersiz vergi kimlik numarası')).toBeInTheDocument()
    expect(posts(api)).toHaveLength(0)

    const vkn = section.getByRole('textbox', { name: t.vkn })
    await userEvent.clear(vkn)
    await userEvent.type(vkn, '1234567890')
    await userEvent.click(screen.getByRole('button', { name: tr.cart.checkout }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/odeme'))
    const [req] = posts(api)
    expect(await req!.json()).toEqual({
      deliveryAddressId: 'a1',
      billingSameAsDelivery: false,
      billingAddressId: 'a2',
      billing: { type: 'corporate', title: 'Okur A.Ş.', vkn: '1234567890', taxOffice: 'Kadıköy' },
    })
    // Typing a whole company's details takes a while on a loaded machine.
  }, 30_000)

  it('asks for the il and ilçe of a migrated address before using it', async () => {
    const api = stub([
      address('m1', 'Adresim', {
        needsCompletion: true,
        provinceId: 0,
        districtId: 0,
        defaultDelivery: true,
        defaultBilling: true,
      }),
    ])
    renderRoutes('/sepet')
    const section = within(await screen.findByRole('region', { name: t.checkoutTitle }))
    await userEvent.click(screen.getByRole('button', { name: tr.cart.checkout }))
    expect(await section.findByText(t.needsCompletion)).toBeInTheDocument()
    expect(section.getByRole('button', { name: t.complete })).toBeInTheDocument()
    expect(posts(api)).toHaveLength(0)
    expect(requestsTo(api, '/api/orders')).toHaveLength(0)
  })
})
