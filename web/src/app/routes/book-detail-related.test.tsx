import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { bookCard, json, requestsTo, stubApi } from '@/test/render'

afterEach(() => vi.unstubAllGlobals())

const detail = {
  ...bookCard(),
  description: '',
  isbn: '',
  pageCount: 0,
  publicationDate: null,
  author: { id: 'a1', name: 'Author One', photoUrl: null, excerpt: '' },
  ratingDistribution: [0, 0, 0, 0, 0],
}

const card = (id: string, title: string, extra: Record<string, unknown> = {}) => bookCard({ id, title, ...extra })

describe('/kitap/:id related rows', () => {
  it("shows 'Yazarın Diğer Kitapları' and 'Benzer Kitaplar' as card strips, asked for after the book", async () => {
    const api = stubApi({
      '/api/books/b1': () => json(200, detail),
      '/api/books/b1/related': () =>
        json(200, {
          byAuthor: [card('b2', 'İkinci Kitap'), card('b3', 'Üçüncü Kitap', { stock: 0 })],
          similar: [card('b9', 'Benzer Bir Kitap', { authorName: 'Başka Yazar', ratingAverage: 4.5, ratingCount: 2 })],
        }),
    })
    renderRoutes('/kitap/b1')
    const byAuthor = await screen.findByRole('region', { name: tr.books.relatedByAuthor })
    expect(screen.getByRole('heading', { level: 2, name: tr.books.relatedByAuthor })).toBeInTheDocument()
    const authorCards = within(byAuthor).getAllByRole('article')
    expect(authorCards).toHaveLength(2)
    for (const link of within(authorCards[0]!).getAllByRole('link', { name: 'İkinci Kitap' })) {
      expect(link).toHaveAttribute('href', '/kitap/b2')
    }
    expect(within(authorCards[1]!).getByRole('button', { name: tr.books.outOfStock })).toBeDisabled()

    const similar = screen.getByRole('region', { name: tr.books.relatedSimilar })
    expect(within(similar).getByRole('heading', { level: 3, name: 'Benzer Bir Kitap' })).toBeInTheDocument()
    expect(within(similar).getByText('Başka Yazar')).toBeInTheDocument()

    // The rows wait for the book: their request is made after the book's.
    const urls = api.mock.calls.map(([input]) => new URL((input as Request).url).pathname)
    expect(urls.indexOf('/api/books/b1/related')).toBeGreaterThan(urls.indexOf('/api/books/b1'))
    expect(requestsTo(api, '/api/books/b1/related')).toHaveLength(1)
  })

  it('leaves out an empty row', async () => {
    stubApi({
      '/api/books/b1': () => json(200, detail),
      '/api/books/b1/related': () => json(200, { byAuthor: [], similar: [card('b9', 'Benzer Bir Kitap')] }),
    })
    renderRoutes('/kitap/b1')
    expect(await screen.findByRole('region', { name: tr.books.relatedSimilar })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: tr.books.relatedByAuthor })).toBeNull()
  })

  it('shows nothing when both rows are empty or the rows fail to load', async () => {
    for (const answer of [
      () => json(200, { byAuthor: [], similar: [] }),
      // The book was hidden after its page loaded.
      () => json(404, { status: 404, code: 'not_found', message: tr.books.notFound }),
    ]) {
      const api = stubApi({ '/api/books/b1': () => json(200, detail), '/api/books/b1/related': answer })
      const { unmount } = renderRoutes('/kitap/b1')
      expect(await screen.findByRole('heading', { level: 1, name: 'Book One' })).toBeInTheDocument()
      await vi.waitFor(() => expect(requestsTo(api, '/api/books/b1/related').length).toBeGreaterThan(0))
      await vi.waitFor(() => expect(screen.queryByTestId('related-books')).toBeNull())
      expect(screen.queryByRole('heading', { name: tr.books.relatedSimilar })).toBeNull()
      unmount()
    }
  })

  it('asks for the rows only when the reader nears them (or the browser idles)', async () => {
    vi.stubGlobal('requestIdleCallback', () => 1)
    vi.stubGlobal('cancelIdleCallback', () => {})
    let reveal: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
          reveal = cb
        }
        observe() {}
        disconnect() {}
      },
    )
    const api = stubApi({
      '/api/books/b1': () => json(200, detail),
      '/api/books/b1/related': () => json(200, { byAuthor: [card('b2', 'İkinci Kitap')], similar: [] }),
    })
    renderRoutes('/kitap/b1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Book One' })).toBeInTheDocument()
    // The place is held while the rows wait.
    expect(screen.getByTestId('related-books')).toBeInTheDocument()
    expect(requestsTo(api, '/api/books/b1/related')).toHaveLength(0)
    act(() => reveal?.([{ isIntersecting: true }]))
    expect(await screen.findByRole('region', { name: tr.books.relatedByAuthor })).toBeInTheDocument()
    expect(requestsTo(api, '/api/books/b1/related')).toHaveLength(1)
  })

  it('asks for no rows of a missing book', async () => {
    const api = stubApi({
      '/api/books/missing': () => json(404, { status: 404, code: 'not_found', message: tr.books.notFound }),
    })
    renderRoutes('/kitap/missing')
    expect(await screen.findByRole('heading', { name: tr.books.notFound })).toBeInTheDocument()
    expect(requestsTo(api, '/api/books/missing/related')).toHaveLength(0)
  })
})
