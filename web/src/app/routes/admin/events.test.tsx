import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { adminUser } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminEvents

// The lazy admin routes load on first use; the shared machine is slow.
configure({ asyncUtilTimeout: 5000 })

beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function event(overrides: Record<string, unknown> = {}) {
  return {
    id: 'e1',
    title: 'Şiir Akşamı',
    description: '<p>Okuma ve <strong>söyleşi</strong></p>',
    authorId: 'a1',
    authorName: 'Ayşe Yazar',
    eventDate: '2026-12-02T16:30:00Z',
    location: 'Moda Sahnesi',
    imageUrl: null,
    status: 'pending',
    createdAt: '2026-11-20T10:00:00Z',
    ...overrides,
  }
}

const me = () => json(200, { user: adminUser })

describe('AdminEventsPage', () => {
  it('lists events with their status; only pending ones offer approve and reject', async () => {
    const mock = stubApi({
      '/api/auth/me': me,
      '/api/admin/events': () =>
        json(200, {
          items: [event(), event({ id: 'e2', title: 'Atölye', status: 'rejected', location: '' })],
          total: 2,
          page: 1,
          pageSize: 12,
        }),
    })
    renderRoutes('/admin/etkinlikler?q=ay%C5%9Fe')
    const cards = await screen.findAllByTestId('admin-event-card')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText(t.statusPending)).toBeInTheDocument()
    expect(within(cards[0]!).getByText('Ayşe Yazar')).toBeInTheDocument()
    expect(within(cards[0]!).getByText('Okuma ve söyleşi')).toBeInTheDocument()
    expect(within(cards[0]!).getByText('2 Aralık 2026 19:30')).toBeInTheDocument()
    expect(within(cards[0]!).getByRole('button', { name: 'Şiir Akşamı etkinliğini onayla' })).toBeInTheDocument()
    expect(within(cards[1]!).getByText(t.statusRejected)).toBeInTheDocument()
    expect(within(cards[1]!).getByText(t.noLocation)).toBeInTheDocument()
    expect(within(cards[1]!).queryByRole('button', { name: /onayla/ })).not.toBeInTheDocument()
    const url = requestsTo(mock, '/api/admin/events')[0]!
    expect(url.searchParams.get('q')).toBe('ayşe')
    expect(url.searchParams.get('pageSize')).toBe('12')
  })

  it('approves and rejects through the status call', async () => {
    const sent: unknown[] = []
    stubApi({
      '/api/auth/me': me,
      '/api/admin/events': () => json(200, { items: [event()], total: 1, page: 1, pageSize: 12 }),
      '/api/admin/events/e1/status': async (_url, req) => {
        const body = (await req.json()) as { status: string }
        sent.push(body)
        return json(200, event({ status: body.status }))
      },
    })
    renderRoutes('/admin/etkinlikler')
    await userEvent.click(await screen.findByRole('button', { name: 'Şiir Akşamı etkinliğini reddet' }))
    expect(await screen.findByText(t.rejectedToast)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Şiir Akşamı etkinliğini onayla' }))
    expect(await screen.findByText(t.approvedToast)).toBeInTheDocument()
    expect(sent).toEqual([{ status: 'rejected' }, { status: 'approved' }])
  })

  it('?yeni=1 opens the form; the author comes from the approved options; the date goes as ISO', async () => {
    let body: Record<string, unknown> | null = null
    const mock = stubApi({
      '/api/auth/me': me,
      '/api/admin/events': async (_url, req) => {
        if (req.method === 'POST') {
          body = (await req.json()) as Record<string, unknown>
          return json(201, event({ id: 'e9' }))
        }
        return json(200, { items: [], total: 0, page: 1, pageSize: 12 })
      },
      '/api/admin/author-options': (url) =>
        json(200, {
          items: [
            { id: 'a1', name: 'Ayşe Yazar' },
            { id: 'a2', name: 'Bora Kalem' },
          ].filter((a) =>
            a.name.toLocaleLowerCase('tr').includes((url.searchParams.get('q') ?? '').toLocaleLowerCase('tr')),
          ),
        }),
    })
    renderRoutes('/admin/etkinlikler?yeni=1')
    const dialog = await screen.findByRole('dialog', { name: t.formNewTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await within(dialog).findAllByText(tr.validation.required)).toHaveLength(3)

    await userEvent.type(within(dialog).getByLabelText(t.eventTitle), 'Söyleşi')
    const combo = within(dialog).getByRole('combobox', { name: t.author })
    await userEvent.type(combo, 'bora')
    // The server narrows the options as one types.
    await waitFor(() => expect(within(dialog).queryByRole('option', { name: 'Ayşe Yazar' })).not.toBeInTheDocument())
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Bora Kalem' }))
    expect(combo).toHaveValue('Bora Kalem')
    expect(requestsTo(mock, '/api/admin/author-options').some((u) => u.searchParams.get('q') === 'bora')).toBe(true)
    fireEvent.change(within(dialog).getByLabelText(t.dateTime), { target: { value: '2030-03-15T19:30' } })
    await userEvent.selectOptions(within(dialog).getByLabelText(t.status), 'approved')
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.added)).toBeInTheDocument()
    expect(body).toMatchObject({
      title: 'Söyleşi',
      authorId: 'a2',
      eventDate: '2030-03-15T16:30:00.000Z',
      status: 'approved',
      location: '',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('edits with the stored values shown in Istanbul time; Escape closes', async () => {
    let body: Record<string, unknown> | null = null
    stubApi({
      '/api/auth/me': me,
      '/api/admin/events': () => json(200, { items: [event()], total: 1, page: 1, pageSize: 12 }),
      '/api/admin/events/e1': async (_url, req) => {
        if (req.method !== 'PUT') return json(405, { status: 405, code: 'invalid', message: '' })
        body = (await req.json()) as Record<string, unknown>
        return json(200, event())
      },
    })
    renderRoutes('/admin/etkinlikler')
    await userEvent.click(await screen.findByRole('button', { name: 'Şiir Akşamı etkinliğini düzenle' }))
    const dialog = await screen.findByRole('dialog', { name: t.formEditTitle })
    expect(within(dialog).getByLabelText(t.dateTime)).toHaveValue('2026-12-02T19:30')
    expect(within(dialog).getByRole('combobox', { name: t.author })).toHaveValue('Ayşe Yazar')
    expect(within(dialog).getByLabelText(t.status)).toHaveValue('pending')
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.updated)).toBeInTheDocument()
    expect(body).toMatchObject({ authorId: 'a1', eventDate: '2026-12-02T16:30:00.000Z', location: 'Moda Sahnesi' })

    await userEvent.click(await screen.findByRole('button', { name: 'Şiir Akşamı etkinliğini düzenle' }))
    await screen.findByRole('dialog', { name: t.formEditTitle })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('deletes after confirmation; a failure shows the fallback toast', async () => {
    stubApi({
      '/api/auth/me': me,
      '/api/admin/events': () => json(200, { items: [event()], total: 1, page: 1, pageSize: 12 }),
      '/api/admin/events/e1': (_url, req) =>
        req.method === 'DELETE' ? json(500, { status: 500, code: 'internal', message: '' }) : undefined,
    })
    renderRoutes('/admin/etkinlikler')
    await userEvent.click(await screen.findByRole('button', { name: 'Şiir Akşamı etkinliğini sil' }))
    const confirm = await screen.findByRole('dialog', { name: t.deleteTitle })
    expect(within(confirm).getByText(t.deleteConfirm)).toBeInTheDocument()
    await userEvent.click(within(confirm).getByRole('button', { name: t.delete }))
    expect(await screen.findByText(t.deleteError)).toBeInTheDocument()
  })
})
