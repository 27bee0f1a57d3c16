import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, stubApi } from '@/test/render'
import { trPanels } from '@/i18n/panels'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const authorUser = {
  id: 'u-author',
  email: 'yeni@yazar.test',
  fullName: 'Yeni Yazar',
  displayName: 'Yeni Yazar',
  role: 'author',
  avatarUrl: null,
  phone: '',
  shippingAddress: '',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
}

function stubAssign() {
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, href: window.location.href })
  return assign
}

describe('/yazar-giris author application', () => {
  it('checks the registration rules, sends the application and goes to /yazar by a full page load', async () => {
    const bodies: unknown[] = []
    stubApi({
      '/api/auth/author-application': async (_url, req) => {
        bodies.push(await req.json())
        return json(201, { user: authorUser })
      },
    })
    renderRoutes('/yazar-giris')
    const form = await screen.findByRole('form', { name: tr.auth.authorLogin.applyTitle })
    const assign = stubAssign()
    const f = within(form)
    await userEvent.click(f.getByRole('button', { name: trPanels.authorPanel.application.submit }))
    expect(await f.findByText(tr.validation.acceptTerms)).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    await userEvent.type(f.getByLabelText(tr.auth.fullName), 'Yeni Yazar')
    await userEvent.type(f.getByLabelText(tr.auth.email), 'yeni@yazar.test')
    await userEvent.type(f.getByLabelText(tr.auth.password), 'weak')
    await userEvent.click(f.getByRole('button', { name: trPanels.authorPanel.application.submit }))
    expect(await f.findByText(tr.validation.passwordMin)).toBeInTheDocument()

    await userEvent.clear(f.getByLabelText(tr.auth.password))
    await userEvent.type(f.getByLabelText(tr.auth.password), 'Guclu.Sifre1')
    await userEvent.type(f.getByLabelText(tr.auth.confirmPassword), 'Guclu.Sifre1')
    await userEvent.type(f.getByLabelText(trPanels.authorPanel.application.biography), 'Kısa bir biyografi.')
    await userEvent.click(f.getByLabelText(tr.auth.acceptTerms))
    await new Promise((r) => setTimeout(r, 1100)) // the 1 s submit debounce
    await userEvent.click(f.getByRole('button', { name: trPanels.authorPanel.application.submit }))

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/yazar'))
    expect(bodies[0]).toEqual({
      fullName: 'Yeni Yazar',
      email: 'yeni@yazar.test',
      password: 'Guclu.Sifre1',
      confirmPassword: 'Guclu.Sifre1',
      acceptTerms: true,
      biography: 'Kısa bir biyografi.',
    })
    // The full page load would drop a toast shown here: the panel shows it after the load.
    expect(sessionStorage.getItem('bookstore.toast-after-load')).toBe(tr.auth.authorLogin.success)
    sessionStorage.clear()
  })

  it('shows the server message under the field', async () => {
    stubApi({
      '/api/auth/author-application': () =>
        json(409, {
          status: 409,
          code: 'conflict',
          message: 'Bu e-posta zaten kayıtlı',
          errors: [{ field: 'email', message: 'Bu e-posta zaten kayıtlı' }],
        }),
    })
    renderRoutes('/yazar-giris')
    const form = await screen.findByRole('form', { name: tr.auth.authorLogin.applyTitle })
    const f = within(form)
    await userEvent.type(f.getByLabelText(tr.auth.fullName), 'Yeni Yazar')
    await userEvent.type(f.getByLabelText(tr.auth.email), 'yeni@yazar.test')
    await userEvent.type(f.getByLabelText(tr.auth.password), 'Guclu.Sifre1')
    await userEvent.type(f.getByLabelText(tr.auth.confirmPassword), 'Guclu.Sifre1')
    await userEvent.click(f.getByLabelText(tr.auth.acceptTerms))
    await userEvent.click(f.getByRole('button', { name: trPanels.authorPanel.application.submit }))
    expect(await f.findByRole('alert')).toHaveTextContent('Bu e-posta zaten kayıtlı')
  })
})
