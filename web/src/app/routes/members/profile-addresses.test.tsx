import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import type { CurrentUser } from '@/features/auth/api/get-me'
import { renderRoutes } from '@/app/render-routes'
import { json, stubApi } from '@/test/render'

afterEach(() => vi.unstubAllGlobals())

const t = tr.addresses

const member: CurrentUser = {
  id: 'u1',
  email: 'ayse@example.com',
  fullName: 'Ayşe Yılmaz',
  displayName: 'Ayşe Yılmaz',
  role: 'user',
  avatarUrl: null,
  phone: '+90 532 123 45 67',
  shippingAddress: 'Moda Cad. 1',
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
}

const migrated = {
  id: 'u1',
  label: 'Adresim',
  recipient: 'Ayşe Yılmaz',
  phone: '+90 532 123 45 67',
  provinceId: 0,
  province: '',
  districtId: 0,
  district: '',
  neighborhood: '',
  line: 'Moda Cad. 1',
  postalCode: '',
  needsCompletion: true,
  defaultDelivery: true,
  defaultBilling: true,
  formatted: 'Ayşe Yılmaz\nModa Cad. 1\n+90 532 123 45 67',
}

function stub(onSave: (req: Request) => Response) {
  return stubApi({
    '/api/auth/me': () => json(200, { user: member }),
    '/api/profile': () => json(200, member),
    '/api/me/addresses': (_u, req) => (req.method === 'POST' ? onSave(req) : json(200, { items: [migrated] })),
    '/api/locations/provinces': () =>
      json(200, {
        items: [
          { id: 6, name: 'Ankara' },
          { id: 34, name: 'İstanbul' },
          { id: 35, name: 'İzmir' },
        ],
      }),
    '/api/locations/provinces/34/districts': () =>
      json(200, {
        items: [
          { id: 3401, name: 'Adalar' },
          { id: 3423, name: 'Kadıköy' },
        ],
      }),
  })
}

describe('/profil: Adreslerim', () => {
  it('shows the former free-text address as one to complete, with its defaults', async () => {
    stub(() => json(500, {}))
    renderRoutes('/profil')
    const book = within(await screen.findByRole('region', { name: t.title }))
    const item = await book.findByRole('listitem', { name: 'Adresim' })
    expect(within(item).getByText(t.needsCompletion)).toBeInTheDocument()
    expect(within(item).getByText(t.defaultDelivery)).toBeInTheDocument()
    expect(within(item).getByRole('button', { name: t.complete })).toBeInTheDocument()
    // The free-text field is gone from the profile form.
    expect(screen.queryByLabelText(tr.profile.address)).not.toBeInTheDocument()
  })

  it('adds an address choosing il and ilçe with the keyboard; checks the fields first', async () => {
    let sent: unknown = null
    stub((req) => {
      void req.json().then((b) => (sent = b))
      return json(201, { ...migrated, id: 'a2', label: 'Ev', needsCompletion: false })
    })
    renderRoutes('/profil')
    const book = within(await screen.findByRole('region', { name: t.title }))
    await userEvent.click(await book.findByRole('button', { name: t.add }))
    const form = within(book.getByRole('form', { name: t.addTitle }))
    expect(form.getByLabelText(t.recipient)).toHaveValue('Ayşe Yılmaz')
    // Nothing chosen: the messages, nothing sent.
    await userEvent.click(form.getByRole('button', { name: t.save }))
    expect(await form.findByText(t.provinceRequired)).toBeInTheDocument()
    expect(form.getByText(t.labelRequired)).toBeInTheDocument()
    expect(sent).toBeNull()

    await userEvent.type(form.getByLabelText(t.label), 'Ev')
    await userEvent.type(form.getByRole('combobox', { name: t.province }), 'istanbul{Enter}')
    expect(form.getByRole('combobox', { name: t.province })).toHaveValue('İstanbul')
    const district = form.getByRole('combobox', { name: t.district })
    await waitFor(() => expect(district).toBeEnabled())
    district.focus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(district).toHaveValue('Kadıköy')
    await userEvent.type(form.getByLabelText(t.line), 'Moda Cad. No: 12')
    await userEvent.click(form.getByRole('button', { name: t.save }))
    await waitFor(() =>
      expect(sent).toEqual({
        label: 'Ev',
        recipient: 'Ayşe Yılmaz',
        phone: '+90 532 123 45 67',
        provinceId: 34,
        districtId: 3423,
        neighborhood: '',
        line: 'Moda Cad. No: 12',
        postalCode: '',
      }),
    )
  })
})
