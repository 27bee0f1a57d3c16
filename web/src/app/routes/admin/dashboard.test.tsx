import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, stubApi } from '@/test/render'
import { adminUser as admin } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const t = trPanels.adminDashboard

function dashboard(overrides: Record<string, unknown> = {}) {
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString()
  return {
    books: 1234,
    authors: 56,
    events: 7,
    orders: 89,
    pendingBooks: 0,
    pendingImages: 0,
    activity: [
      { id: 'a1', type: 'order_received', title: '0192abcd', amount: 25900, entityId: 'o1', createdAt: minutesAgo(0) },
      { id: 'a2', type: 'book_added', title: 'Yeni Roman', entityId: 'b1', createdAt: minutesAgo(5) },
      { id: 'a3', type: 'author_registered', title: 'Ayşe Yazar', entityId: 'au1', createdAt: minutesAgo(180) },
    ],
    ...overrides,
  }
}

describe('AdminDashboardPage', () => {
  it('shows the totals, the recent activity and working quick actions', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/dashboard': () => json(200, dashboard()),
    })
    const { router } = renderRoutes('/admin')
    expect(await screen.findByRole('heading', { name: t.title, level: 1 })).toBeInTheDocument()
    expect(await screen.findByTestId('total-books')).toHaveTextContent('1.234')
    expect(screen.getByTestId('total-authors')).toHaveTextContent('56')
    expect(screen.getByTestId('total-events')).toHaveTextContent(t.totalEvents)
    expect(screen.getByTestId('total-orders')).toHaveTextContent('89')
    expect(screen.queryByText(t.pendingTitle)).not.toBeInTheDocument()

    const list = screen.getByTestId('activity-list')
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent(/Yeni sipariş alındı: #0192abcd \(₺259,00\)/)
    expect(rows[0]).toHaveTextContent(tr.relativeTime.justNow)
    expect(rows[1]).toHaveTextContent('Yeni kitap eklendi: Yeni Roman')
    expect(rows[1]).toHaveTextContent('5 dk önce')
    expect(rows[2]).toHaveTextContent('3 saat önce')

    // The books page consumes ?yeni=1 (it opens its form and drops the
    // parameter), so the link itself carries the contract.
    const newBook = screen.getByRole('link', { name: t.newBook })
    expect(newBook).toHaveAttribute('href', '/admin/kitaplar?yeni=1')
    await userEvent.click(newBook)
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/kitaplar'))
  })

  it('has links for the other quick actions', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/dashboard': () => json(200, dashboard({ activity: [] })),
    })
    renderRoutes('/admin')
    expect(await screen.findByText(t.noActivity)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.newAuthor })).toHaveAttribute('href', '/admin/yazarlar?yeni=1')
    expect(screen.getByRole('link', { name: t.newEvent })).toHaveAttribute('href', '/admin/etkinlikler?yeni=1')
    expect(screen.getByRole('link', { name: t.editFeatured })).toHaveAttribute('href', '/admin/one-cikanlar')
  })

  it('shows the pending notice with links when books or images wait', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/dashboard': () => json(200, dashboard({ pendingBooks: 3, pendingImages: 2 })),
    })
    renderRoutes('/admin')
    expect(await screen.findByText(t.pendingTitle)).toBeInTheDocument()
    expect(screen.getByText(fmt(t.pendingBooks, { n: 3 }), { exact: false })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: t.pendingBooksLink })).toHaveAttribute('href', '/admin/kitaplar')
    expect(screen.getByRole('link', { name: t.pendingImagesLink })).toHaveAttribute('href', '/admin/ayarlar')
  })

  it('logs a load error and offers a retry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/dashboard': () =>
        fail
          ? json(403, { status: 403, code: 'forbidden', message: 'Bu işlemi gerçekleştirmek için yetkiniz yok.' })
          : json(200, dashboard()),
    })
    renderRoutes('/admin')
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu işlemi gerçekleştirmek için yetkiniz yok.')
    expect(log).toHaveBeenCalled()
    expect(screen.getByRole('link', { name: t.newBook })).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: tr.common.retry }))
    expect(await screen.findByTestId('total-books')).toHaveTextContent('1.234')
  })
})
