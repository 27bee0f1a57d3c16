import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { adminUser } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminCategories

// The lazy admin routes load on first use; the shared machine is slow.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  vi.unstubAllGlobals()
})

const roman = { id: 'c1', name: 'Roman', description: 'Uzun anlatılar', createdAt: '2026-11-20T10:00:00Z' }
const siir = { id: 'c2', name: 'Şiir', description: '', createdAt: '2026-11-21T10:00:00Z' }
const me = () => json(200, { user: adminUser })

describe('AdminCategoriesPage', () => {
  it('lists categories (searched on the server) and adds one with the inline form', async () => {
    const bodies: unknown[] = []
    const mock = stubApi({
      '/api/auth/me': me,
      '/api/admin/categories': async (_url, req) => {
        if (req.method === 'POST') {
          bodies.push(await req.json())
          return json(201, { id: 'c3', name: 'Deneme', description: 'Kısa yazılar', createdAt: '2026-11-22T10:00:00Z' })
        }
        return json(200, { items: [roman, siir] })
      },
    })
    renderRoutes('/admin/kategoriler?q=r')
    expect(await screen.findByRole('heading', { name: t.title, level: 1 })).toBeInTheDocument()
    const cards = await screen.findAllByTestId('admin-category-card')
    expect(cards).toHaveLength(2)
    expect(within(cards[1]!).getByText(t.noDescription)).toBeInTheDocument()
    expect(requestsTo(mock, '/api/admin/categories')[0]!.searchParams.get('q')).toBe('r')

    await userEvent.click(screen.getByRole('button', { name: t.add }))
    expect(await screen.findByText(tr.validation.required)).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(t.name), 'Deneme')
    await userEvent.type(screen.getByLabelText(t.description), 'Kısa yazılar')
    await userEvent.click(screen.getByRole('button', { name: t.add }))
    expect(await screen.findByText(t.added)).toBeInTheDocument()
    expect(bodies).toEqual([{ name: 'Deneme', description: 'Kısa yazılar' }])
    await waitFor(() => expect(screen.getByLabelText(t.name)).toHaveValue(''))
  })

  it('edits in the same form, shows the server message on failure, deletes after confirmation', async () => {
    const calls: string[] = []
    stubApi({
      '/api/auth/me': me,
      '/api/admin/categories': () => json(200, { items: [roman, siir] }),
      '/api/admin/categories/c1': async (_url, req) => {
        calls.push(req.method)
        if (req.method === 'PUT') {
          const body = (await req.json()) as { name: string }
          if (body.name === 'Şiir')
            return json(409, { status: 409, code: 'conflict', message: 'Bu isimde bir kategori zaten var' })
          return json(200, { ...roman, ...body })
        }
        return new Response(null, { status: 204 })
      },
    })
    renderRoutes('/admin/kategoriler')
    await userEvent.click(await screen.findByRole('button', { name: 'Roman kategorisini düzenle' }))
    expect(screen.getByRole('heading', { name: t.formEditTitle })).toBeInTheDocument()
    const name = screen.getByLabelText(t.name)
    await waitFor(() => expect(name).toHaveValue('Roman'))
    await userEvent.clear(name)
    await userEvent.type(name, 'Şiir')
    await userEvent.click(screen.getByRole('button', { name: t.update }))
    expect(await screen.findByText('Bu isimde bir kategori zaten var')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: t.cancel }))
    expect(screen.getByRole('heading', { name: t.formNewTitle })).toBeInTheDocument()
    expect(screen.getByLabelText(t.name)).toHaveValue('')

    await userEvent.click(screen.getByRole('button', { name: 'Roman kategorisini sil' }))
    const confirm = await screen.findByRole('dialog', { name: t.deleteTitle })
    expect(within(confirm).getByText(t.deleteConfirm)).toBeInTheDocument()
    await userEvent.click(within(confirm).getByRole('button', { name: t.delete }))
    expect(await screen.findByText(t.deleted)).toBeInTheDocument()
    expect(calls).toEqual(['PUT', 'DELETE'])
  })

  it('a failed load shows the load-error toast', async () => {
    stubApi({
      '/api/auth/me': me,
      '/api/admin/categories': () => json(403, { status: 403, code: 'forbidden', message: 'Yetkiniz yok' }),
    })
    renderRoutes('/admin/kategoriler')
    expect(await screen.findByText(t.loadError)).toBeInTheDocument()
  })
})
