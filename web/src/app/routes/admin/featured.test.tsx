import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fmt } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'
import { adminUser as admin } from './admin-test-user'
import { trPanels } from '@/i18n/panels'

afterEach(() => {
  vi.unstubAllGlobals()
})

const t = trPanels.adminFeatured

function entry(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `f${n}`,
    position: n,
    book: {
      id: `b${n}`,
      title: `Book ${n}`,
      isbn: '',
      isbnFormatted: '',
      authorId: 'a1',
      authorName: `Author ${n}`,
      categoryId: 'c1',
      categoryName: n === 2 ? null : 'Novel',
      price: 1000,
      stock: 1,
      pageCount: 100,
      publicationDate: null,
      coverUrl: null,
      description: '',
      featured: true,
      approved: true,
      createdAt: '2026-01-01T00:00:00Z',
      ...overrides,
    },
  }
}

const titles = () => screen.getAllByTestId('featured-title').map((el) => el.textContent)

describe('AdminFeaturedPage', () => {
  it('lists the entries in order and moves one down with the server answer', async () => {
    let list = [entry(1), entry(2), entry(3, { approved: false })]
    const mock = stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/featured': () => json(200, { items: list }),
      '/api/admin/featured/f1/move': async (_, req) => {
        expect(await req.json()).toEqual({ direction: 'down' })
        list = [list[1]!, list[0]!, list[2]!]
        return json(200, { items: list })
      },
    })
    renderRoutes('/admin/one-cikanlar')
    expect(await screen.findByRole('heading', { name: t.title, level: 1 })).toBeInTheDocument()
    expect(screen.getByText(t.hint, { exact: false })).toBeInTheDocument()
    await screen.findAllByTestId('featured-item')
    expect(titles()).toEqual(['Book 1', 'Book 2', 'Book 3'])
    expect(screen.getByLabelText(fmt(t.position, { n: 1 }))).toHaveTextContent('1')
    expect(screen.getByText(t.noCategory)).toBeInTheDocument()
    // Ends are disabled.
    expect(screen.getByRole('button', { name: fmt(t.moveUpLabel, { title: 'Book 1' }) })).toBeDisabled()
    expect(screen.getByRole('button', { name: fmt(t.moveDownLabel, { title: 'Book 3' }) })).toBeDisabled()
    // The unapproved book is marked.
    const third = screen.getAllByTestId('featured-item')[2]!
    expect(within(third).getByText(t.notApproved)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: fmt(t.moveDownLabel, { title: 'Book 1' }) }))
    await waitFor(() => expect(titles()).toEqual(['Book 2', 'Book 1', 'Book 3']))
    expect(requestsTo(mock, '/api/admin/featured/f1/move')).toHaveLength(1)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: fmt(t.moveDownLabel, { title: 'Book 1' }) })).toHaveFocus(),
    )
  })

  it('removes an entry with the success toast and shows the error toast on a failed move', async () => {
    let list = [entry(1), entry(2)]
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/featured': () => json(200, { items: list }),
      '/api/admin/featured/f2': (_, req) => {
        expect(req.method).toBe('DELETE')
        list = [list[0]!]
        return json(200, { items: list })
      },
      '/api/admin/featured/f1/move': () => json(500, { status: 500, code: 'internal', message: '' }),
    })
    renderRoutes('/admin/one-cikanlar')
    await screen.findAllByTestId('featured-item')
    await userEvent.click(screen.getByRole('button', { name: fmt(t.moveDownLabel, { title: 'Book 1' }) }))
    expect(await screen.findByText(t.moveError)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: fmt(t.removeLabel, { title: 'Book 2' }) }))
    expect(await screen.findByText(t.removed)).toBeInTheDocument()
    await waitFor(() => expect(titles()).toEqual(['Book 1']))
  })

  it('marks approved entries beyond the home page limit', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/featured': () => json(200, { items: [1, 2, 3, 4, 5, 6, 7].map((n) => entry(n)) }),
    })
    renderRoutes('/admin/one-cikanlar')
    await screen.findAllByTestId('featured-item')
    expect(screen.getAllByText(t.beyondLimit)).toHaveLength(1)
    expect(within(screen.getAllByTestId('featured-item')[6]!).getByText(t.beyondLimit)).toBeInTheDocument()
  })

  it('shows the empty text', async () => {
    stubApi({
      '/api/auth/me': () => json(200, { user: admin }),
      '/api/admin/featured': () => json(200, { items: [] }),
    })
    renderRoutes('/admin/one-cikanlar')
    expect(await screen.findByText(t.empty)).toBeInTheDocument()
  })
})
