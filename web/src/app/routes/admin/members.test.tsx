import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import { notify } from '@/lib/notify'
import { initials } from '@/features/admin-members/components/member-avatar'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminMembers

// Sonner's toasts outlive a test; assert on the calls (they still render).
let success: ReturnType<typeof vi.spyOn>
let failure: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  success = vi.spyOn(notify, 'success')
  failure = vi.spyOn(notify, 'error')
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function member(id: string, fullName: string, role: 'user' | 'author' | 'admin', extra: Record<string, unknown> = {}) {
  return {
    id,
    email: `${id}@example.com`,
    fullName,
    displayName: fullName,
    role,
    avatarUrl: null,
    phone: '',
    shippingAddress: '',
    createdAt: '2026-03-04T10:00:00Z',
    updatedAt: '2026-11-20T08:15:00Z',
    ...extra,
  }
}

const admin = member('u-admin', 'Admin Kişi', 'admin', { email: 'admin@kitapevi.test' })
const ayse = member('u-ayse', 'Ayşe Yılmaz', 'user', { avatarUrl: '/media/avatars/ayse.jpg' })
const ilhan = member('u-ilhan', 'ilhan şahin', 'author')

const ownRoleMessage = 'Kendi admin rolünüzü kaldıramazsınız.'

function server() {
  const members = new Map([admin, ayse, ilhan].map((u) => [u.id, { ...u }]))
  const bodies: unknown[] = []
  const mock = stubApi({
    '/api/auth/me': () => json(200, { user: admin }),
    '/api/admin/members': () => json(200, { items: [...members.values()], total: 3, page: 1, pageSize: 20 }),
    '/api/admin/members/u-ayse': () => json(200, members.get('u-ayse')),
    '/api/admin/members/u-ayse/role': async (_, req) => {
      const body = (await req.json()) as { role: 'user' | 'author' | 'admin' }
      bodies.push(body)
      const u = { ...members.get('u-ayse')!, role: body.role, updatedAt: '2026-11-22T12:00:00Z' }
      members.set(u.id, u)
      return json(200, u)
    },
    '/api/admin/members/u-admin/role': () => json(409, { status: 409, code: 'conflict', message: ownRoleMessage }),
  })
  return { mock, bodies }
}

function rowOf(name: string) {
  return screen.getByText(name).closest('tr')!
}

describe('AdminMembersPage', () => {
  it('lists the members with avatar or initials, role badge and date; searches on the server', async () => {
    const { mock } = server()
    renderRoutes('/admin/uyeler')
    expect(await screen.findByRole('heading', { name: m.title, level: 1 })).toBeInTheDocument()
    const table = await screen.findByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(4)
    const a = rowOf('Ayşe Yılmaz')
    expect(a.querySelector('img')).toHaveAttribute('src', '/media/avatars/ayse.jpg')
    expect(within(a).getByText('u-ayse@example.com')).toBeInTheDocument()
    expect(within(a).getByText(m.roles.user, { selector: 'span' })).toBeInTheDocument()
    expect(within(a).getByText('4 Mart 2026')).toBeInTheDocument()
    const i = rowOf('ilhan şahin')
    expect(within(i).getByText('İŞ')).toBeInTheDocument()
    expect(within(i).getByText(m.roles.author, { selector: 'span' })).toBeInTheDocument()
    expect(within(rowOf('Admin Kişi')).getByText(m.you)).toBeInTheDocument()
    expect(within(rowOf('Admin Kişi')).getByText(m.roles.admin, { selector: 'span' })).toBeInTheDocument()
    expect(requestsTo(mock, '/api/admin/members')[0]!.searchParams.get('pageSize')).toBe('20')

    await userEvent.type(screen.getByLabelText(m.searchLabel), 'ayşe')
    await waitFor(() =>
      expect(requestsTo(mock, '/api/admin/members').some((u) => u.searchParams.get('q') === 'ayşe')).toBe(true),
    )
  })

  it("changes a role: PUT with the new role, the toast 'Kullanıcı rolü güncellendi', the badge follows", async () => {
    const { bodies } = server()
    renderRoutes('/admin/uyeler')
    await screen.findByRole('table')
    const select = screen.getByRole('combobox', { name: fmt(m.roleSelectLabel, { name: 'Ayşe Yılmaz' }) })
    expect(select).toHaveValue('user')
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      m.roles.user,
      m.roles.author,
      m.roles.admin,
    ])
    // Cancelling the confirmation changes nothing.
    await userEvent.selectOptions(select, 'admin')
    const ask = await screen.findByRole('dialog', { name: m.roleConfirmTitle })
    expect(ask).toHaveTextContent(
      fmt(m.roleConfirmMessage, { name: 'Ayşe Yılmaz', from: m.roles.user, to: m.roles.admin }),
    )
    expect(ask).toHaveTextContent(m.roleConfirmAdmin)
    await userEvent.click(within(ask).getByRole('button', { name: m.roleCancel }))
    await waitFor(() => expect(select).toHaveValue('user'))
    expect(bodies).toEqual([])

    await userEvent.selectOptions(select, 'author')
    const confirm = await screen.findByRole('dialog', { name: m.roleConfirmTitle })
    expect(confirm).not.toHaveTextContent(m.roleConfirmAdmin)
    await userEvent.click(within(confirm).getByRole('button', { name: m.roleConfirm }))
    await waitFor(() => expect(success).toHaveBeenCalledWith(m.roleUpdated))
    expect(bodies).toEqual([{ role: 'author' }])
    await waitFor(() =>
      expect(within(rowOf('Ayşe Yılmaz')).getByText(m.roles.author, { selector: 'span' })).toBeInTheDocument(),
    )
    expect(select).toHaveValue('author')
  })

  it('a refused change shows the server message and puts the select back', async () => {
    server()
    renderRoutes('/admin/uyeler')
    await screen.findByRole('table')
    const select = screen.getByRole('combobox', { name: fmt(m.roleSelectLabel, { name: 'Admin Kişi' }) })
    await userEvent.selectOptions(select, 'user')
    const confirm = await screen.findByRole('dialog', { name: m.roleConfirmTitle })
    await userEvent.click(within(confirm).getByRole('button', { name: m.roleConfirm }))
    await waitFor(() => expect(failure).toHaveBeenCalledWith(ownRoleMessage))
    await waitFor(() => expect(select).toHaveValue('admin'))
    expect(select).toBeEnabled()
    expect(within(rowOf('Admin Kişi')).getByText(m.roles.admin, { selector: 'span' })).toBeInTheDocument()
  })

  it('shows the detail modal: name, e-mail, role, registration date, last update', async () => {
    server()
    renderRoutes('/admin/uyeler')
    await screen.findByRole('table')
    const view = screen.getByRole('button', { name: fmt(m.viewLabel, { name: 'Ayşe Yılmaz' }) })
    await userEvent.click(view)
    const dialog = await screen.findByRole('dialog', { name: m.detailTitle })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).getByText('Ayşe Yılmaz')).toBeInTheDocument()
    expect(within(dialog).getByText('u-ayse@example.com')).toBeInTheDocument()
    expect(within(dialog).getByText(m.roles.user)).toBeInTheDocument()
    expect(within(dialog).getByText(m.registered).nextElementSibling).toHaveTextContent('4 Mart 2026 13:00')
    expect(within(dialog).getByText(m.updated).nextElementSibling).toHaveTextContent('20 Kasım 2026 11:15')
    await userEvent.click(within(dialog).getAllByRole('button', { name: m.close })[1]!)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(view).toHaveFocus()
  })

  it("a failed load says 'Üyeler yüklenirken hata oluştu'", async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/members': () => json(403, { status: 403, code: 'forbidden', message: '' }),
    })
    renderRoutes('/admin/uyeler')
    await waitFor(() => expect(failure).toHaveBeenCalledWith(m.loadError))
    expect(await screen.findByRole('button', { name: tr.common.retry })).toBeInTheDocument()
  })
})

describe('initials', () => {
  it('takes the first letters of the first and last word in Turkish upper case', () => {
    expect(initials('ilhan şahin')).toBe('İŞ')
    expect(initials('Ayşe Nur Yılmaz')).toBe('AY')
    expect(initials('okur')).toBe('O')
    expect(initials('  ')).toBe('?')
  })
})
