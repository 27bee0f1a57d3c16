import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { bookCard, json, requestsTo, stubApi } from '@/test/render'
import { trPanels } from '@/i18n/panels'
import { adminUser } from './admin-test-user'

const m = trPanels.adminBooks

// Two lazy routes, the dialog and Quill on a busy machine.
configure({ asyncUtilTimeout: 5000 })
vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  vi.unstubAllGlobals()
})

function adminBook(id: string, title: string, approved: boolean) {
  return {
    id,
    title,
    isbn: '9786051234564',
    isbnFormatted: '978-605-12345-6-4',
    authorId: 'a1',
    authorName: 'Author One',
    categoryId: 'c1',
    categoryName: 'Novel',
    price: 12950,
    stock: 5,
    pageCount: 300,
    publicationDate: '2024-01-02',
    coverUrl: `/media/book-covers/${id}.jpg`,
    description: '<p>Text</p>',
    featured: false,
    approved,
    createdAt: '2026-11-01T10:00:00Z',
  }
}

/** The shop's books as the real server keeps them: the admin's changes show in the public list. */
function shopServer() {
  let books = [adminBook('b1', 'Book One', true), adminBook('b2', 'Book Two', false)]
  const mock = stubApi({
    '/api/auth/me': () => json(200, { user: adminUser }),
    '/api/categories': () => json(200, { items: [{ id: 'c1', name: 'Novel', description: '', bookCount: 1 }] }),
    '/api/books': () => {
      const visible = books.filter((b) => b.approved)
      const items = visible.map((b) => bookCard({ id: b.id, title: b.title }))
      return json(200, { items, total: items.length, page: 1, pageSize: 12 })
    },
    '/api/admin/books': (_url, req) =>
      req.method === 'GET' ? json(200, { items: books, total: books.length, page: 1, pageSize: 20 }) : undefined,
    '/api/admin/categories': () =>
      json(200, { items: [{ id: 'c1', name: 'Novel', description: '', createdAt: '2026-01-01T00:00:00Z' }] }),
    '/api/admin/author-options': () => json(200, { items: [{ id: 'a1', name: 'Author One' }] }),
    '/api/admin/books/b1': async (_url, req) => {
      if (req.method === 'DELETE') {
        books = books.filter((b) => b.id !== 'b1')
        return new Response(null, { status: 204 })
      }
      if (req.method !== 'PUT') return json(405, { status: 405, code: 'method', message: 'method' })
      const body = (await req.json()) as { title: string }
      books = books.map((b) => (b.id === 'b1' ? { ...b, title: body.title } : b))
      return json(200, books[0])
    },
    '/api/admin/books/b2/approval': () => {
      books = books.map((b) => (b.id === 'b2' ? { ...b, approved: true } : b))
      return json(200, books[1])
    },
  })
  return mock
}

/** Notes every card title (h3) the page draws from now on; stop() ends and answers them. */
function watchCardTitles() {
  const seen = new Set<string>()
  const note = () => document.querySelectorAll('h3').forEach((h) => seen.add(h.textContent ?? ''))
  const observer = new MutationObserver(note)
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return {
    stop: () => {
      observer.disconnect()
      return [...seen]
    },
  }
}

/** Opens the storefront list first, so its answer is cached (fresh for 30 s) before the admin changes anything. */
async function storefrontThenAdmin() {
  const mock = shopServer()
  const { router } = renderRoutes('/kitaplar')
  expect(await screen.findByRole('heading', { name: 'Book One', level: 3 })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Book Two', level: 3 })).not.toBeInTheDocument()
  await act(() => router.navigate('/admin/kitaplar'))
  const rows = await screen.findAllByTestId('admin-book-row')
  return { mock, router, rows }
}

describe("an admin's book change reaches the storefront in the same tab", () => {
  it('a saved book: the storefront list refetches and shows the new title', async () => {
    const { mock, router, rows } = await storefrontThenAdmin()
    await userEvent.click(within(rows[0]!).getByRole('button', { name: m.edit }))
    const dialog = await screen.findByRole('dialog', { name: m.formEditTitle })
    const title = within(dialog).getByLabelText(m.fieldTitle)
    await userEvent.clear(title)
    await userEvent.type(title, 'Book One Revised')
    await userEvent.click(within(dialog).getByRole('button', { name: m.save }))
    expect(await screen.findByText(m.updated)).toBeInTheDocument()

    const drawn = watchCardTitles()
    await act(() => router.navigate('/kitaplar'))
    expect(await screen.findByRole('heading', { name: 'Book One Revised', level: 3 })).toBeInTheDocument()
    // The cached old answer was not drawn first, not even for a moment: the list loaded the new one.
    expect(drawn.stop()).not.toContain('Book One')
    expect(requestsTo(mock, '/api/books').length).toBeGreaterThanOrEqual(2)
  })

  it('an approved book: the storefront list refetches and shows it', async () => {
    const { router, rows } = await storefrontThenAdmin()
    await userEvent.click(within(rows[1]!).getByRole('button', { name: m.approve }))
    expect(await screen.findByText(m.approvedToast)).toBeInTheDocument()

    await act(() => router.navigate('/kitaplar'))
    expect(await screen.findByRole('heading', { name: 'Book Two', level: 3 })).toBeInTheDocument()
  })

  it('a deleted book: the storefront list refetches and leaves it out', async () => {
    const { router, rows } = await storefrontThenAdmin()
    await userEvent.click(within(rows[0]!).getByRole('button', { name: m.delete }))
    const dialog = screen.getByRole('alertdialog', { name: m.deleteTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: m.delete }))
    expect(await screen.findByText(m.deleted)).toBeInTheDocument()

    await act(() => router.navigate('/kitaplar'))
    expect(await screen.findByRole('combobox', { name: tr.books.categoryLabel })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Book One', level: 3 })).not.toBeInTheDocument())
  })
})
