import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/lib/query-client'
import { LoginPage } from './login'

const user = {
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

function json(status: number, body: unknown, type = 'application/json') {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } })
}

function renderLogin(initial = '/giris?redirect=/sepet') {
  const router = createMemoryRouter(
    [
      { path: '/giris', element: <LoginPage /> },
      { path: '/sepet', element: <h1>Sepet sayfası</h1> },
      { path: '/', element: <h1>Ana sayfa</h1> },
    ],
    { initialEntries: [initial] },
  )
  render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return router
}

describe('LoginPage', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('renders the labelled fields and the button', () => {
    renderLogin()
    expect(screen.getByRole('heading', { name: tr.auth.login.title })).toBeInTheDocument()
    expect(screen.getByLabelText(tr.auth.email)).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText(tr.auth.password)).toHaveAttribute('type', 'password')
    expect(screen.getByLabelText(tr.auth.rememberMe)).not.toBeChecked()
    expect(screen.getByRole('button', { name: tr.auth.login.submit })).toBeEnabled()
  })

  it('requires e-mail and password before calling the server', async () => {
    renderLogin()
    await userEvent.click(screen.getByRole('button', { name: tr.auth.login.submit }))
    expect(await screen.findAllByText(tr.validation.required)).toHaveLength(2)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('signs in, shows the toast and follows ?redirect=', async () => {
    let release!: () => void
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json(200, { user }))
        }),
    )
    const router = renderLogin()
    await userEvent.type(screen.getByLabelText(tr.auth.email), 'ayse@example.com')
    await userEvent.type(screen.getByLabelText(tr.auth.password), 'Kitap123!')
    await userEvent.click(screen.getByLabelText(tr.auth.rememberMe))
    await userEvent.click(screen.getByRole('button', { name: tr.auth.login.submit }))

    const busy = await screen.findByRole('button', { name: tr.auth.login.submitting })
    expect(busy).toBeDisabled()
    release()

    expect(await screen.findByText(tr.auth.login.success)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/sepet'))

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const request = fetchMock.mock.calls[0]![0] as Request
    expect(new URL(request.url).pathname).toBe('/api/auth/login')
    expect(request.method).toBe('POST')
    expect(request.credentials).toBe('same-origin')
    expect(await request.json()).toEqual({ email: 'ayse@example.com', password: 'Kitap123!', rememberMe: true })
  })

  it('ignores an unsafe redirect', async () => {
    fetchMock.mockResolvedValue(json(200, { user }))
    const router = renderLogin('/giris?redirect=//evil.example')
    await userEvent.type(screen.getByLabelText(tr.auth.email), 'ayse@example.com')
    await userEvent.type(screen.getByLabelText(tr.auth.password), 'x')
    await userEvent.click(screen.getByRole('button', { name: tr.auth.login.submit }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('shows the server message as an error toast', async () => {
    const message = 'E-posta veya şifre hatalı'
    fetchMock.mockResolvedValue(json(401, { status: 401, code: 'unauthorized', message }, 'application/problem+json'))
    const router = renderLogin()
    await userEvent.type(screen.getByLabelText(tr.auth.email), 'ayse@example.com')
    await userEvent.type(screen.getByLabelText(tr.auth.password), 'yanlis')
    await userEvent.click(screen.getByRole('button', { name: tr.auth.login.submit }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/giris')
    expect(screen.getByRole('button', { name: tr.auth.login.submit })).toBeEnabled()
  })

  it('shows the network message when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    renderLogin()
    await userEvent.type(screen.getByLabelText(tr.auth.email), 'ayse@example.com')
    await userEvent.type(screen.getByLabelText(tr.auth.password), 'x')
    await userEvent.click(screen.getByRole('button', { name: tr.auth.login.submit }))
    expect(await screen.findByText(tr.errors.network)).toBeInTheDocument()
  })
})
