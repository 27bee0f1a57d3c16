import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from 'sonner'
import { tr } from '@/i18n'
import type { CurrentUser } from '@/features/auth/api/get-me'
import { renderRoutes } from '@/app/render-routes'
import { bookCard, json, requestsTo, stubApi } from '@/test/render'

// The error toasts for a cart update and an order that fail: the server's
// fault (500) and a network that drops the request, besides the refusals.
// The first screen may wait for its lazily loaded route on a busy machine.

afterEach(() => vi.unstubAllGlobals())

const member: CurrentUser = {
  id: 'u1',
  email: 'ayse@example.com',
  fullName: 'Ayşe Yılmaz',
  displayName: 'Ayşe Yılmaz',
  role: 'user',
  avatarUrl: null,
  phone: '0532 123 45 67',
  shippingAddress: 'Moda Cad. 1, Kadıköy, İstanbul',
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
}
const me = () => json(200, { user: member })

const detail = (title: string) => ({
  ...bookCard({ title, stock: 14 }),
  description: '<p>Story</p>',
  isbn: '978-605-0000-00-1',
  pageCount: 320,
  publicationDate: '2024-03-05',
  author: { id: 'a1', name: 'Author One', photoUrl: null, excerpt: '' },
  ratingDistribution: [0, 0, 0, 0, 0],
})

function cartWith(title: string, quantity: number) {
  const line = {
    id: 'l1',
    bookId: 'b1',
    title,
    authorName: 'Author One',
    coverUrl: null,
    price: 12950,
    listPrice: 12950,
    sale: null,
    priceChanged: false,
    previousPrice: 12950,
    stock: 14,
    maxQuantity: 10,
    quantity,
    lineTotal: 12950 * quantity,
  }
  return {
    id: 'c1',
    items: [line],
    itemCount: quantity,
    subtotal: line.lineTotal,
    discount: 0,
    shipping: 0,
    total: line.lineTotal,
    amountToFreeShipping: 0,
    coupon: null,
  }
}

const networkDown = () => Promise.reject(new TypeError('Failed to fetch'))

describe("the book page's 'Sepeti Güncelle' when the update fails", () => {
  // The toasts live in the toaster's module-wide state: the first case's toast
  // must not be counted as the second case's.
  beforeEach(() => {
    toast.dismiss()
  })

  it.each([
    ['the server fails', () => json(500, { status: 500, code: 'internal', message: '' })],
    ['the network drops it', networkDown],
  ])(
    "toasts 'Sepet güncellenirken hata oluştu' when %s and keeps the cart",
    async (_case, fail) => {
      const title = `Güncellenemeyen ${_case}`
      const api = stubApi({
        '/api/auth/me': me,
        '/api/books/b1': () => json(200, detail(title)),
        '/api/cart': () => json(200, cartWith(title, 2)),
        '/api/favorites': () => json(200, { items: [] }),
        '/api/cart/items/b1': (_u, req) => (req.method === 'PUT' ? fail() : undefined),
      })
      renderRoutes('/kitap/b1')
      const button = await screen.findByRole('button', { name: tr.cart.updateCart }, { timeout: 15000 })
      const qty = screen.getByLabelText(tr.books.quantity)
      await waitFor(() => expect(qty).toHaveValue('2'))
      await userEvent.selectOptions(qty, '5')
      await userEvent.click(button)
      expect(await screen.findByText(tr.cart.updateError)).toBeInTheDocument()
      expect(requestsTo(api, '/api/cart/items/b1')).toHaveLength(1)
      // The cart shown is the server's (2 copies), not the failed 5.
      expect(screen.getByRole('button', { name: tr.cart.updateCart })).toBeEnabled()
    },
    30000,
  )
})

describe("/sepet 'Siparişi Tamamla' when no order is made", () => {
  it("toasts 'Sipariş oluşturulamadı' with the server's reason for a refusal", async () => {
    const title = 'Stokta kalmayan'
    const reason = `'${title}' için stokta yeterli ürün yok.`
    stubApi({
      '/api/auth/me': me,
      '/api/cart': () => json(200, cartWith(title, 1)),
      '/api/orders': (_u, req) =>
        req.method === 'POST'
          ? json(409, { status: 409, code: 'conflict', message: reason })
          : json(200, { items: [] }),
    })
    const { router } = renderRoutes('/sepet')
    await userEvent.click(await screen.findByRole('button', { name: tr.cart.checkout }, { timeout: 15000 }))
    expect(await screen.findByText(`${tr.checkout.placeFailed}: ${reason}`)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/sepet')
    expect(screen.getByRole('button', { name: tr.cart.checkout })).toBeEnabled()
  }, 30000)

  it("toasts 'Sipariş oluşturulurken hata oluştu' when the network drops the request", async () => {
    stubApi({
      '/api/auth/me': me,
      '/api/cart': () => json(200, cartWith('Ağsız', 1)),
      '/api/orders': (_u, req) => (req.method === 'POST' ? networkDown() : json(200, { items: [] })),
    })
    const { router } = renderRoutes('/sepet')
    await userEvent.click(await screen.findByRole('button', { name: tr.cart.checkout }, { timeout: 15000 }))
    expect(await screen.findByText(tr.checkout.createError)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/sepet')
    expect(screen.getByRole('button', { name: tr.cart.checkout })).toBeEnabled()
  }, 30000)
})
