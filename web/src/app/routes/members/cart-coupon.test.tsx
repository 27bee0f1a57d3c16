import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import type { CurrentUser } from '@/features/auth/api/get-me'
import { formatPrice } from '@/lib/format'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'

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

const line = {
  id: 'l1',
  bookId: 'b1',
  title: 'Book One',
  authorName: 'Author One',
  coverUrl: null,
  price: 12000,
  listPrice: 12000,
  sale: null,
  priceChanged: false,
  previousPrice: 12000,
  stock: 5,
  maxQuantity: 5,
  quantity: 1,
  lineTotal: 12000,
}

const plain = {
  id: 'c1',
  items: [line],
  itemCount: 1,
  subtotal: 12000,
  discount: 0,
  shipping: 0,
  total: 12000,
  amountToFreeShipping: 0,
  coupon: null,
}

// The server's answer with the code on: 120 − 25 = 95 < 100, so shipping and the hint come back.
const withCoupon = {
  ...plain,
  discount: 2500,
  shipping: 1500,
  total: 11000,
  amountToFreeShipping: 500,
  coupon: { code: 'OKU25', freeShipping: false, problem: null },
}

const t = tr.campaigns

describe('/sepet coupon', () => {
  it('shows the server message of a refused code, then applies the right one with its discount line', async () => {
    let cart: object = plain
    const api = stubApi({
      '/api/auth/me': () => json(200, { user: member }),
      '/api/cart': () => json(200, cart),
      '/api/cart/coupon': async (_url, req) => {
        const { code } = (await req.json()) as { code: string }
        if (code !== ' oku25 ') {
          return json(422, {
            status: 422,
            code: 'invalid',
            message: 'Kupon kodu geçersiz.',
            errors: [{ field: 'code', message: 'Kupon kodu geçersiz.' }],
          })
        }
        cart = withCoupon
        return json(200, cart)
      },
    })
    const user = userEvent.setup()
    renderRoutes('/sepet')
    await screen.findByRole('link', { name: 'Book One' })
    const input = screen.getByLabelText(t.couponLabel)
    await user.type(input, 'YANLIS')
    await user.click(screen.getByRole('button', { name: t.couponApply }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Kupon kodu geçersiz.')
    await user.clear(input)
    await user.type(input, ' oku25 ')
    await user.click(screen.getByRole('button', { name: t.couponApply }))
    expect(await screen.findByText(fmt(t.couponActive, { code: 'OKU25' }))).toBeInTheDocument()
    const summary = within(screen.getByRole('complementary', { name: tr.cart.summary }))
    expect(summary.getByTestId('cart-discount')).toHaveTextContent(`-${formatPrice(2500)}`)
    expect(summary.getByText(tr.cart.total).nextElementSibling).toHaveTextContent(formatPrice(11000))
    expect(screen.getByText(t.thresholdAfterDiscount)).toBeInTheDocument()
    expect(requestsTo(api, '/api/cart/coupon')).toHaveLength(2)
  })

  it('says why an applied code gives nothing now, and removes it', async () => {
    let cart: object = { ...plain, coupon: { code: 'ESKI', freeShipping: false, problem: 'Bu kuponun süresi dolmuş.' } }
    const api = stubApi({
      '/api/auth/me': () => json(200, { user: member }),
      '/api/cart': () => json(200, cart),
      '/api/cart/coupon': (_url, req) => {
        if (req.method !== 'DELETE') return undefined
        cart = plain
        return json(200, cart)
      },
    })
    const user = userEvent.setup()
    renderRoutes('/sepet')
    expect(await screen.findByText('Bu kuponun süresi dolmuş.')).toBeInTheDocument()
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: t.couponRemove }))
    expect(await screen.findByLabelText(t.couponLabel)).toBeInTheDocument()
    expect(requestsTo(api, '/api/cart/coupon')).toHaveLength(1)
  })
})
