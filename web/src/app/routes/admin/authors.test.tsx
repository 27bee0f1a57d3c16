import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { adminUser } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminAuthors

// The lazy admin routes load on first use; the shared machine is slow.
configure({ asyncUtilTimeout: 5000 })

beforeAll(() => {
  // jsdom has no layout; Quill measures the selection.
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const longBio = `<p>${'Uzun bir biyografi metni. '.repeat(12)}</p>`

function author(overrides: Record<string, unknown> = {}) {
  return {
    id: 'a1',
    name: 'Ayşe Yazar',
    biography: longBio,
    photoUrl: null,
    approved: false,
    hasUser: false,
    bookCount: 0,
    createdAt: '2026-11-20T10:00:00Z',
    ...overrides,
  }
}

const me = () => json(200, { user: adminUser })

describe('AdminAuthorsPage', () => {
  it('lists authors from the server: badge, a 150-character excerpt, the empty-biography text', async () => {
    const mock = stubApi({
      '/api/auth/me': me,
      '/api/admin/authors': () =>
        json(200, {
          items: [author(), author({ id: 'a2', name: 'Bora Onaylı', approved: true, biography: '' })],
          total: 30,
          page: 1,
          pageSize: 12,
        }),
    })
    renderRoutes('/admin/yazarlar?q=ay')
    expect(await screen.findByRole('heading', { name: t.title, level: 1 })).toBeInTheDocument()
    const cards = await screen.findAllByTestId('admin-author-card')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText(t.pendingBadge)).toBeInTheDocument()
    expect(within(cards[1]!).getByText(t.approvedBadge)).toBeInTheDocument()
    expect(within(cards[1]!).getByText(t.noBiography)).toBeInTheDocument()
    const excerpt = within(cards[0]!).getByText(/^Uzun bir biyografi/)
    expect(excerpt.textContent!.endsWith('...')).toBe(true)
    expect(excerpt.textContent!.length).toBeLessThanOrEqual(153)
    expect(screen.getByRole('navigation', { name: tr.pagination.label })).toBeInTheDocument()
    const url = requestsTo(mock, '/api/admin/authors')[0]!
    expect(url.searchParams.get('q')).toBe('ay')
    expect(url.searchParams.get('pageSize')).toBe('12')
  })

  it('?yeni=1 opens the new-author form; it validates, saves and closes', async () => {
    let body: unknown = null
    stubApi({
      '/api/auth/me': me,
      '/api/admin/authors': async (_url, req) => {
        if (req.method === 'POST') {
          body = await req.json()
          return json(201, author({ id: 'a9', name: 'Yeni Yazar' }))
        }
        return json(200, { items: [], total: 0, page: 1, pageSize: 12 })
      },
    })
    const { router } = renderRoutes('/admin/yazarlar?yeni=1')
    const dialog = await screen.findByRole('dialog', { name: t.formNewTitle })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(await screen.findByText(t.empty)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await within(dialog).findByText(tr.validation.required)).toBeInTheDocument()
    expect(body).toBeNull()

    await userEvent.type(within(dialog).getByLabelText(t.name), 'Yeni Yazar')
    await userEvent.click(within(dialog).getByLabelText(t.approved))
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await screen.findByText(t.added)).toBeInTheDocument()
    expect(body).toEqual({ name: 'Yeni Yazar', biography: '', photoUrl: '', approved: true })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.search).toBe('')
  })

  it('edits an author; a server field error shows beside its field', async () => {
    let method = ''
    stubApi({
      '/api/auth/me': me,
      '/api/admin/authors': () => json(200, { items: [author()], total: 1, page: 1, pageSize: 12 }),
      '/api/admin/authors/a1': (_url, req) => {
        method = req.method
        return json(422, {
          status: 422,
          code: 'invalid',
          message: 'Girdiğiniz bilgilerde hata var',
          errors: [{ field: 'name', message: 'Ad en fazla 100 karakter olabilir' }],
        })
      },
    })
    renderRoutes('/admin/yazarlar')
    await userEvent.click(await screen.findByRole('button', { name: `Ayşe Yazar ${'yazarını düzenle'}` }))
    const dialog = await screen.findByRole('dialog', { name: t.formEditTitle })
    expect(within(dialog).getByLabelText(t.name)).toHaveValue('Ayşe Yazar')
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }))
    expect(await within(dialog).findByText('Ad en fazla 100 karakter olabilir')).toBeInTheDocument()
    expect(method).toBe('PUT')
    expect(await screen.findByText('Girdiğiniz bilgilerde hata var')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('approves, and shows the server message when a delete is refused', async () => {
    let approval: unknown = null
    stubApi({
      '/api/auth/me': me,
      '/api/admin/authors': () => json(200, { items: [author()], total: 1, page: 1, pageSize: 12 }),
      '/api/admin/authors/a1/approval': async (_url, req) => {
        approval = await req.json()
        return json(200, author({ approved: true }))
      },
      '/api/admin/authors/a1': (_url, req) =>
        req.method === 'DELETE'
          ? json(409, { status: 409, code: 'conflict', message: 'Bu yazarın kitapları olduğu için silinemez.' })
          : undefined,
    })
    renderRoutes('/admin/yazarlar')
    await userEvent.click(await screen.findByRole('button', { name: 'Ayşe Yazar yazarını onayla' }))
    expect(await screen.findByText(t.approvedToast)).toBeInTheDocument()
    expect(approval).toEqual({ approved: true })

    await userEvent.click(screen.getByRole('button', { name: 'Ayşe Yazar yazarını sil' }))
    const confirm = await screen.findByRole('dialog', { name: t.deleteTitle })
    expect(within(confirm).getByText(t.deleteConfirm)).toBeInTheDocument()
    await userEvent.click(within(confirm).getByRole('button', { name: t.delete }))
    expect(await screen.findByText('Bu yazarın kitapları olduğu için silinemez.')).toBeInTheDocument()
  })

  it('a failed load shows the load-error toast', async () => {
    stubApi({
      '/api/auth/me': me,
      '/api/admin/authors': () => json(403, { status: 403, code: 'forbidden', message: 'Yetkiniz yok' }),
    })
    renderRoutes('/admin/yazarlar')
    expect(await screen.findByText(t.loadError)).toBeInTheDocument()
  })
})
