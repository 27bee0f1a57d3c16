import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fmt } from '@/i18n'
import type { CurrentUser } from '@/features/auth/api/get-me'
import { renderRoutes } from '@/app/render-routes'
import { json, stubApi } from '@/test/render'
import { adminUser as admin } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

// A refund whose outcome iyzico has not told yet: the admin's order detail
// and dashboard, and the member's order page, say 'İade işlemi sürüyor'.

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const m = trPanels.adminOrders
const t = trPanels.returns
const orderId = '0191a1b3-0000-7000-8000-000000000002'
const since = '2026-11-28T05:40:00Z'
const answer = 'iyzico /payment/refund: HTTP 500'

function order(extra: Record<string, unknown> = {}) {
  return {
    id: orderId,
    number: orderId.slice(0, 8),
    status: 'confirmed',
    statusLabel: 'Onaylandı',
    subtotal: 25900,
    discount: 0,
    couponCode: null,
    shipping: 0,
    total: 25900,
    shippingAddress: 'Moda Cad. No: 12',
    trackingNumber: '',
    cargoCompany: '',
    trackingUrl: null,
    installment: 1,
    paidAmount: 25900,
    items: [
      {
        id: 'l1',
        bookId: 'b1',
        title: 'Book One',
        coverUrl: null,
        quantity: 2,
        price: 12950,
        lineTotal: 25900,
        paid: 25900,
      },
    ],
    createdAt: '2026-11-20T09:30:00Z',
    updatedAt: '2026-11-20T09:30:00Z',
    customerName: 'Deniz Okur',
    customerEmail: 'deniz@example.com',
    refundPending: false,
    ...extra,
  }
}

const pending = { amount: 25900, kind: 'cancel', returnId: null, since, lastAnswer: answer, stuck: true }

describe('a refund in progress', () => {
  it("the admin's order detail shows it with since when and iyzico's last answer", async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/orders': () => json(200, { items: [order()], total: 1, page: 1, pageSize: 20 }),
      [`/api/admin/orders/${orderId}`]: () => json(200, order({ pendingRefund: pending })),
    })
    renderRoutes('/admin/siparisler')
    // The table (desktop) and the cards (phone) are both in the page; the
    // table's button opens the detail.
    const table = within(await screen.findByRole('table'))
    const number = orderId.slice(0, 8)
    await userEvent.click(table.getByRole('button', { name: fmt(m.viewLabel, { number }) }))
    const dialog = within(await screen.findByRole('dialog', { name: fmt(m.detailTitle, { number }) }))
    const notice = within(await dialog.findByTestId('pending-refund'))
    expect(notice.getByRole('heading', { name: new RegExp(m.refundPendingTitle) })).toBeInTheDocument()
    expect(notice.getByText(m.refundKindCancel, { exact: false })).toBeInTheDocument()
    expect(notice.getByText(answer)).toBeInTheDocument()
    expect(notice.getByText(m.refundPendingSince).nextElementSibling?.querySelector('time')).toHaveAttribute(
      'dateTime',
      since,
    )
  })

  it('the dashboard lists the stuck refunds, and nothing when there are none', async () => {
    const stuck = [{ ...pending, orderId, orderNumber: orderId.slice(0, 8), customerEmail: 'deniz@example.com' }]
    let list: unknown[] = stuck
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/dashboard': () =>
        json(200, { books: 1, authors: 1, events: 0, orders: 1, pendingBooks: 0, pendingImages: 0, activity: [] }),
      '/api/admin/refunds/stuck': () => json(200, list),
    })
    const { unmount } = renderRoutes('/admin')
    const panel = within(await screen.findByTestId('stuck-refunds'))
    expect(panel.getByRole('heading', { name: `${m.stuckRefundsTitle} (1)` })).toBeInTheDocument()
    const rows = panel.getAllByRole('listitem')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toHaveTextContent(fmt(m.stuckRefundOrder, { number: orderId.slice(0, 8) }))
    expect(rows[0]).toHaveTextContent('₺259,00')
    expect(rows[0]).toHaveTextContent(answer)
    unmount()

    list = []
    renderRoutes('/admin')
    await screen.findByRole('heading', { name: trPanels.adminDashboard.title, level: 1 })
    await screen.findByTestId('total-books')
    expect(screen.queryByTestId('stuck-refunds')).not.toBeInTheDocument()
  })

  it("the member's order page says 'İade işlemi sürüyor' instead of the cancel button", async () => {
    const member: CurrentUser = {
      id: 'u1',
      email: 'deniz@example.com',
      fullName: 'Deniz Okur',
      displayName: 'Deniz Okur',
      role: 'user',
      avatarUrl: null,
      phone: '',
      shippingAddress: 'Moda Cad. No: 12',
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-01T00:00:00Z',
    }
    stubApi({
      '/api/auth/me': () => json(200, { user: member }),
      '/api/orders/o1': () => json(200, order({ refundPending: true })),
      '/api/orders/o1/returns': () => json(200, { requests: [], lastDay: null, open: false }),
    })
    renderRoutes('/siparis/o1')
    expect(await screen.findByTestId('refund-pending')).toHaveTextContent(t.refundPending)
    expect(screen.getByText(t.refundPendingText)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: t.cancelButton })).not.toBeInTheDocument()
  })
})
