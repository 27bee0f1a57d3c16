import { act, configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { adminUser } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminCategories
const m = trPanels.adminBooks

// Two lazy admin routes, the dialog and Quill on a busy machine.
configure({ asyncUtilTimeout: 5000 })
vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The server's categories: the POST adds to them, as the real one does. */
function categoryServer() {
  const categories = [
    { id: 'c1', name: 'Roman', description: '', createdAt: '2026-11-20T10:00:00Z' },
    { id: 'c2', name: 'Şiir', description: '', createdAt: '2026-11-21T10:00:00Z' },
  ]
  return stubApi({
    '/api/auth/me': () => json(200, { user: adminUser }),
    '/api/admin/books': (_url, req) =>
      req.method === 'GET' ? json(200, { items: [], total: 0, page: 1, pageSize: 20 }) : undefined,
    '/api/books': () => json(200, { items: [], total: 0, page: 1, pageSize: 12 }),
    '/api/admin/author-options': () => json(200, { items: [] }),
    // Every category has a book here: the storefront's filter leaves out empty ones.
    '/api/categories': () => json(200, { items: categories.map(({ createdAt: _, ...c }) => ({ ...c, bookCount: 1 })) }),
    '/api/admin/categories': async (_url, req) => {
      if (req.method === 'POST') {
        const body = (await req.json()) as { name: string; description?: string }
        const created = {
          id: 'c3',
          name: body.name,
          description: body.description ?? '',
          createdAt: '2026-11-22T10:00:00Z',
        }
        categories.push(created)
        return json(201, created)
      }
      return json(200, { items: categories })
    },
  })
}

async function bookFormCategoryOptions() {
  await userEvent.click(await screen.findByRole('button', { name: m.newBook }))
  const dialog = await screen.findByRole('dialog', { name: m.formNewTitle })
  const select = within(dialog).getByLabelText(m.fieldCategory)
  await within(select).findByRole('option', { name: 'Roman' })
  return select
}

describe('categories: one cache for the admin page and the book forms', () => {
  it('a category added in /admin/kategoriler is in the admin book form without a reload', async () => {
    const mock = categoryServer()
    const { router } = renderRoutes('/admin/kitaplar')

    // The book form has read (and cached) the categories before the new one exists.
    const before = await bookFormCategoryOptions()
    expect(within(before).queryByRole('option', { name: 'Deneme' })).not.toBeInTheDocument()

    await act(() => router.navigate('/admin/kategoriler'))
    expect(await screen.findByRole('heading', { name: t.title, level: 1 })).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(t.name), 'Deneme')
    await userEvent.click(screen.getByRole('button', { name: t.add }))
    expect(await screen.findByText(t.added)).toBeInTheDocument()

    await act(() => router.navigate('/admin/kitaplar'))
    const after = await bookFormCategoryOptions()
    expect(await within(after).findByRole('option', { name: 'Deneme' })).toHaveValue('c3')
    expect(requestsTo(mock, '/api/admin/categories').filter((u) => u.searchParams.get('q'))).toEqual([])
  })

  it('a category added in /admin/kategoriler is in the storefront filter (the public list) too', async () => {
    const mock = categoryServer()
    const { router } = renderRoutes('/kitaplar')
    const filter = await screen.findByRole('combobox', { name: tr.books.categoryLabel })
    await within(filter).findByRole('option', { name: 'Roman' })
    expect(within(filter).queryByRole('option', { name: 'Deneme' })).not.toBeInTheDocument()

    await act(() => router.navigate('/admin/kategoriler'))
    await userEvent.type(await screen.findByLabelText(t.name), 'Deneme')
    await userEvent.click(screen.getByRole('button', { name: t.add }))
    expect(await screen.findByText(t.added)).toBeInTheDocument()

    await act(() => router.navigate('/kitaplar'))
    const again = await screen.findByRole('combobox', { name: tr.books.categoryLabel })
    expect(await within(again).findByRole('option', { name: 'Deneme' })).toBeInTheDocument()
    expect(requestsTo(mock, '/api/categories')).toHaveLength(2)
  })
})
