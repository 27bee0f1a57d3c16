import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('password reset pages', () => {
  it('the login page links to /sifremi-unuttum', async () => {
    stubApi({})
    const { router } = renderRoutes('/giris')
    await userEvent.click(await screen.findByRole('link', { name: tr.auth.forgotPassword }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/sifremi-unuttum'))
    expect(await screen.findByRole('heading', { name: tr.auth.forgot.title })).toBeInTheDocument()
  })

  it('asks for a valid e-mail, then shows the same answer for any address', async () => {
    const mock = stubApi({
      '/api/auth/password-reset': () => json(202, { message: 'ok' }),
    })
    renderRoutes('/sifremi-unuttum')
    const email = await screen.findByLabelText(tr.auth.email)
    await userEvent.type(email, 'yanlis')
    await userEvent.click(screen.getByRole('button', { name: tr.auth.forgot.submit }))
    expect(await screen.findByText(tr.validation.email)).toBeInTheDocument()
    expect(requestsTo(mock, '/api/auth/password-reset')).toHaveLength(0)

    await userEvent.clear(email)
    await userEvent.type(email, 'ayse@example.com')
    await userEvent.click(screen.getByRole('button', { name: tr.auth.forgot.submit }))
    expect(await screen.findByText(tr.auth.forgot.sent)).toBeInTheDocument()
    const call = mock.mock.calls.find(([r]) => new URL((r as Request).url).pathname === '/api/auth/password-reset')!
    expect(await (call[0] as Request).json()).toEqual({ email: 'ayse@example.com' })
  })

  it('without a token the reset page says the link is invalid', async () => {
    stubApi({})
    renderRoutes('/sifre-sifirla')
    expect(await screen.findByText(tr.auth.reset.invalidLink)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: tr.auth.reset.requestNew })).toHaveAttribute('href', '/sifremi-unuttum')
  })

  it('a used or expired link says so when the page opens, before any form', async () => {
    const dead = 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.'
    const mock = stubApi({
      '/api/auth/password-reset/check': () =>
        json(422, { status: 422, code: 'invalid', message: dead, errors: [{ field: 'token', message: dead }] }),
    })
    renderRoutes('/sifre-sifirla?token=kullanilmis')
    expect(await screen.findByRole('alert')).toHaveTextContent(dead)
    expect(screen.queryByLabelText(tr.auth.reset.newPassword)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: tr.auth.reset.requestNew })).toHaveAttribute('href', '/sifremi-unuttum')
    const call = mock.mock.calls.find(
      ([r]) => new URL((r as Request).url).pathname === '/api/auth/password-reset/check',
    )!
    expect(await (call[0] as Request).json()).toEqual({ token: 'kullanilmis' })
  })

  it('applies the registration rules, then sets the password and goes to /giris', async () => {
    const mock = stubApi({
      '/api/auth/password-reset/check': () => new Response(null, { status: 204 }),
      '/api/auth/password-reset/confirm': () => new Response(null, { status: 204 }),
    })
    const { router } = renderRoutes('/sifre-sifirla?token=abc_DEF-123')
    const password = await screen.findByLabelText(tr.auth.reset.newPassword)
    const confirm = screen.getByLabelText(tr.auth.reset.confirmPassword)
    await userEvent.type(password, 'kucukharf1!')
    await userEvent.type(confirm, 'kucukharf1!')
    await userEvent.click(screen.getByRole('button', { name: tr.auth.reset.submit }))
    expect(await screen.findByText(tr.validation.passwordUpper)).toBeInTheDocument()

    await userEvent.clear(password)
    await userEvent.type(password, 'Yeni-Sifre-2026!')
    await userEvent.click(screen.getByRole('button', { name: tr.auth.reset.submit }))
    expect(await screen.findByText(tr.validation.passwordMismatch)).toBeInTheDocument()
    expect(requestsTo(mock, '/api/auth/password-reset/confirm')).toHaveLength(0)

    await userEvent.clear(confirm)
    await userEvent.type(confirm, 'Yeni-Sifre-2026!')
    await new Promise((r) => setTimeout(r, 1100)) // the form ignores a second submission within a second
    await userEvent.click(screen.getByRole('button', { name: tr.auth.reset.submit }))
    expect(await screen.findByText(tr.auth.reset.success)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/giris'))
    const call = mock.mock.calls.find(
      ([r]) => new URL((r as Request).url).pathname === '/api/auth/password-reset/confirm',
    )!
    expect(await (call[0] as Request).json()).toEqual({
      token: 'abc_DEF-123',
      password: 'Yeni-Sifre-2026!',
      confirmPassword: 'Yeni-Sifre-2026!',
    })
  }, 20_000) // much typing and a one-second wait: slow on a busy machine

  it('shows the server message for a link used up after the page opened', async () => {
    const message = 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.'
    stubApi({
      '/api/auth/password-reset/check': () => new Response(null, { status: 204 }),
      '/api/auth/password-reset/confirm': () =>
        json(422, { status: 422, code: 'invalid', message, errors: [{ field: 'token', message }] }),
    })
    const { router } = renderRoutes('/sifre-sifirla?token=used')
    await userEvent.type(await screen.findByLabelText(tr.auth.reset.newPassword), 'Yeni-Sifre-2026!')
    await userEvent.type(screen.getByLabelText(tr.auth.reset.confirmPassword), 'Yeni-Sifre-2026!')
    await userEvent.click(screen.getByRole('button', { name: tr.auth.reset.submit }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/sifre-sifirla')
  })
})
