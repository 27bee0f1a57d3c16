import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { AppProvider } from '@/app/provider'
import { routes } from '@/app/router'
import { createQueryClient } from '@/lib/query-client'
import type { CurrentUser } from '@/features/auth/api/get-me'
import { trPanels } from '@/i18n/panels'

const base: CurrentUser = {
  id: '0192f1c2-7a4b-7c3d-9e8f-0123456789ab',
  email: 'ayse@example.com',
  fullName: 'Ayşe Yılmaz',
  displayName: 'Ayşe',
  role: 'user',
  avatarUrl: null,
  phone: '',
  shippingAddress: '',
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
}

const fetchMock = vi.fn<typeof fetch>()

function serve(user: CurrentUser | null) {
  fetchMock.mockImplementation(async (input) => {
    const req = input as Request
    const path = new URL(req.url).pathname
    if (path === '/api/auth/me') {
      return new Response(JSON.stringify(user ? { user } : {}), { headers: { 'Content-Type': 'application/json' } })
    }
    if (path === '/api/auth/logout') return new Response(null, { status: 204 })
    return new Response('{}', { status: 404 })
  })
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return router
}

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('header', () => {
  it('shows login and register links to guests', async () => {
    serve(null)
    renderAt('/')
    expect(await screen.findByRole('link', { name: tr.nav.login })).toHaveAttribute('href', '/giris')
    expect(screen.getByRole('link', { name: tr.nav.register })).toHaveAttribute('href', '/kayit')
    expect(screen.getByRole('link', { name: tr.home.exploreBooks })).toHaveAttribute('href', '/kitaplar')
    expect(screen.getByText(tr.home.statBooks)).toBeInTheDocument()
  })

  it('gives role user the favourites and cart icons and a keyboard menu', async () => {
    serve(base)
    const router = renderAt('/')
    expect(await screen.findByRole('link', { name: tr.nav.favorites })).toHaveAttribute('href', '/favoriler')
    expect(screen.getByRole('link', { name: tr.nav.cart })).toHaveAttribute('href', '/sepet')
    const button = screen.getByRole('button', { name: new RegExp(tr.userMenu.label) })
    button.focus()
    await userEvent.keyboard('{Enter}')
    const menu = screen.getByRole('menu')
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((i) => i.textContent)).toEqual([tr.userMenu.profile, tr.userMenu.orders, tr.userMenu.logout])
    expect(items[0]).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    expect(items[2]).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(button).toHaveFocus()

    await userEvent.click(button)
    await userEvent.click(screen.getByRole('menuitem', { name: tr.userMenu.logout }))
    expect(await screen.findByRole('link', { name: tr.nav.login })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('gives admins the admin panel entry and no cart', async () => {
    serve({ ...base, role: 'admin' })
    renderAt('/')
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(tr.userMenu.label) }))
    const names = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent)
    expect(names).toEqual([tr.userMenu.profile, tr.userMenu.adminPanel, tr.userMenu.logout])
    expect(screen.queryByRole('link', { name: tr.nav.cart })).not.toBeInTheDocument()
  })

  it('searches the book list on Enter', async () => {
    serve(null)
    const router = renderAt('/')
    await userEvent.type(screen.getAllByPlaceholderText(tr.search.placeholder)[0]!, 'Orhan Pamuk{Enter}')
    expect(router.state.location.pathname).toBe('/kitaplar')
    expect(router.state.location.search).toBe('?q=Orhan%20Pamuk')
  })
})

describe('routes', () => {
  it('shows the 404 page for unknown paths', async () => {
    serve(null)
    renderAt('/yok-boyle-bir-sayfa')
    expect(await screen.findByRole('heading', { name: tr.pages.notFoundTitle })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: tr.pages.backHome })).toHaveAttribute('href', '/')
  })
})

describe('member guard', () => {
  it.each([
    '/sepet',
    '/favoriler',
    '/siparislerim',
    '/siparis/o1',
    '/profil',
    '/odeme?orderId=o1',
    '/odeme/callback?status=success&orderId=o1',
  ])('sends guests from %s to sign in', async (path) => {
    serve(null)
    const router = renderAt(path)
    await waitFor(() => expect(router.state.location.pathname).toBe('/giris'))
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path)
  })

  it.each(['author', 'admin'] as const)('sends a signed-in %s from the cart home', async (role) => {
    serve({ ...base, role })
    const router = renderAt('/sepet')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})

describe('admin guard', () => {
  it('sends guests to /admin-giris', async () => {
    serve(null)
    const router = renderAt('/admin/kitaplar')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-giris'))
  })

  it('sends a signed-in non-admin home with a toast', async () => {
    serve(base)
    const router = renderAt('/admin')
    expect(await screen.findByText(tr.errors.accessDenied)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('shows the panel to admins', async () => {
    serve({ ...base, role: 'admin' })
    renderAt('/admin/uyeler')
    expect(await screen.findByRole('heading', { name: trPanels.adminMembers.title })).toBeInTheDocument()
    expect(screen.getByText('Hoş geldiniz, Ayşe Yılmaz')).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: tr.panel.sidebar })
    // The ten catalogue and order screens, then e-mails, returns, the refunds
    // by bank transfer and the bank statement, invoices, reviews, KVKK,
    // reports and royalties, campaigns, the admin's own account (two-factor):
    // one link each.
    expect(within(nav).getAllByRole('link')).toHaveLength(21)
    for (const label of [
      tr.admin.returns,
      trPanels.payments.refundsPage.nav,
      trPanels.payments.statement.nav,
      tr.admin.invoices,
      tr.reviews.adminNav,
      tr.adminPrivacy.nav,
      trPanels.adminReports.nav,
      trPanels.royalties.adminNav,
      tr.campaigns.nav,
      tr.admin.account,
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument()
    }
    expect(screen.getByRole('button', { name: tr.panel.logout })).toBeInTheDocument()
  })
})

describe('author guard', () => {
  it('sends non-authors home', async () => {
    serve(base)
    const router = renderAt('/yazar/kitaplar')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('shows the panel to authors, and /yazar/<id> stays the public profile', async () => {
    serve({ ...base, role: 'author' })
    const router = renderAt('/yazar/profil')
    expect(await screen.findByRole('heading', { name: tr.author.profile })).toBeInTheDocument()
    await act(() => router.navigate('/yazar/0192f1c2-7a4b-7c3d-9e8f-0123456789ab'))
    // The public profile asked the API, which stubs a 404 here.
    expect(await screen.findByRole('heading', { name: tr.authors.notFound })).toBeInTheDocument()
  })
})
