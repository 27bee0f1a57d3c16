import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { bookCard, json, requestsTo, stubApi } from '@/test/render'

const categories = {
  items: [
    { id: 'c1', name: 'Novel', description: null, bookCount: 3 },
    { id: 'c2', name: 'Poetry', description: null, bookCount: 2 },
    { id: 'c3', name: 'Empty', description: null, bookCount: 0 },
  ],
}

function serveBooks(total = 30) {
  return stubApi({
    '/api/categories': () => json(200, categories),
    '/api/books': (url) => {
      const page = Number(url.searchParams.get('page') ?? 1)
      const items = url.searchParams.get('q') === 'none' ? [] : [bookCard({ id: `b${page}`, title: `Book ${page}` })]
      return json(200, { items, total: items.length ? total : 0, page, pageSize: 12 })
    },
  })
}

const lastBooksRequest = (mock: ReturnType<typeof stubApi>) => requestsTo(mock, '/api/books').at(-1)!

afterEach(() => vi.unstubAllGlobals())

describe('/kitaplar', () => {
  it('leaves a category with no book out of the filter, unless the URL has chosen it', async () => {
    serveBooks()
    renderRoutes('/kitaplar')
    const filter = await screen.findByRole('combobox', { name: tr.books.categoryLabel })
    await within(filter).findByRole('option', { name: /Novel/ })
    expect(within(filter).queryByRole('option', { name: /Empty/ })).not.toBeInTheDocument()
  })

  it('keeps an empty category in the filter when the URL has chosen it', async () => {
    serveBooks()
    renderRoutes('/kitaplar?kategori=c3')
    const filter = await screen.findByRole('combobox', { name: tr.books.categoryLabel })
    expect(await within(filter).findByRole('option', { name: /Empty/ })).toBeInTheDocument()
  })

  it('reads q, kategori, sirala and sayfa from the URL', async () => {
    const mock = serveBooks()
    renderRoutes('/kitaplar?q=orhan&kategori=c2&sirala=fiyat-artan&sayfa=2')
    expect(await screen.findByText(fmt(tr.books.resultCount, { n: 30 }))).toBeInTheDocument()
    const params = lastBooksRequest(mock).searchParams
    expect(params.get('q')).toBe('orhan')
    expect(params.get('category')).toBe('c2')
    expect(params.get('sort')).toBe('price_asc')
    expect(params.get('page')).toBe('2')
    expect(params.get('pageSize')).toBe('12')

    expect(screen.getByLabelText(tr.books.searchLabel)).toHaveValue('orhan')
    await waitFor(() => expect(screen.getByLabelText(tr.books.categoryLabel)).toHaveValue('c2'))
    expect(screen.getByLabelText(tr.books.sortLabel)).toHaveValue('price_asc')
    const nav = screen.getByRole('navigation', { name: tr.pagination.label })
    expect(within(nav).getByRole('button', { name: fmt(tr.pagination.page, { n: 2 }) })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('writes filters to the URL and resets the page', async () => {
    const mock = serveBooks()
    const { router } = renderRoutes('/kitaplar?sayfa=2')
    await screen.findByText(fmt(tr.books.resultCount, { n: 30 }))
    await screen.findByRole('option', { name: 'Novel' })

    await userEvent.selectOptions(screen.getByLabelText(tr.books.categoryLabel), 'c1')
    expect(router.state.location.search).toBe('?kategori=c1')
    expect(router.state.historyAction).toBe('PUSH')

    await userEvent.selectOptions(screen.getByLabelText(tr.books.sortLabel), tr.books.sortPriceDesc)
    expect(router.state.location.search).toBe('?kategori=c1&sirala=fiyat-azalan')
    await waitFor(() => expect(lastBooksRequest(mock).searchParams.get('sort')).toBe('price_desc'))
    expect(lastBooksRequest(mock).searchParams.get('category')).toBe('c1')

    await userEvent.click(screen.getByRole('button', { name: tr.pagination.next }))
    expect(new URLSearchParams(router.state.location.search).get('sayfa')).toBe('2')
    await waitFor(() => expect(lastBooksRequest(mock).searchParams.get('page')).toBe('2'))

    await userEvent.selectOptions(screen.getByLabelText(tr.books.sortLabel), tr.books.sortNewest)
    expect(router.state.location.search).toBe('?kategori=c1')
  })

  it('debounces typing into ?q= with a replace and drops the page', async () => {
    const mock = serveBooks()
    const { router } = renderRoutes('/kitaplar?sirala=isim&sayfa=3')
    await screen.findByText(fmt(tr.books.resultCount, { n: 30 }))
    await userEvent.type(screen.getByLabelText(tr.books.searchLabel), 'sait')
    expect(router.state.location.search).toBe('?sirala=isim&sayfa=3')
    await waitFor(() => expect(router.state.location.search).toBe('?sirala=isim&q=sait'))
    expect(router.state.historyAction).toBe('REPLACE')
    await waitFor(() => expect(lastBooksRequest(mock).searchParams.get('q')).toBe('sait'))
    // One request for the settled text, none per keystroke.
    expect(requestsTo(mock, '/api/books').filter((u) => u.searchParams.has('q'))).toHaveLength(1)
  })

  it('refills the box when the URL changes from outside (Back, header search)', async () => {
    serveBooks()
    const { router } = renderRoutes('/kitaplar?q=first')
    await screen.findByText(fmt(tr.books.resultCount, { n: 30 }))
    await act(() => router.navigate('/kitaplar?q=second'))
    expect(screen.getByLabelText(tr.books.searchLabel)).toHaveValue('second')
    await act(() => router.navigate(-1))
    expect(screen.getByLabelText(tr.books.searchLabel)).toHaveValue('first')
  })

  it('never shows a count with a list of another search: while the new search runs the status says so', async () => {
    // All books: 17 in all, a page of 12; the category: 7, answered when the test says.
    let answerCategory: () => void = () => {}
    const categoryAnswered = new Promise<void>((resolve) => (answerCategory = resolve))
    stubApi({
      '/api/categories': () => json(200, categories),
      '/api/books': async (url) => {
        const inCategory = url.searchParams.get('category') === 'c2'
        if (inCategory) await categoryAnswered
        const n = inCategory ? 7 : 12
        const items = Array.from({ length: n }, (_, i) =>
          bookCard({ id: `${inCategory ? 'p' : 'b'}${i}`, title: `${inCategory ? 'Poem' : 'Book'} ${i}` }),
        )
        return json(200, { items, total: inCategory ? 7 : 17, page: 1, pageSize: 12 })
      },
    })
    renderRoutes('/kitaplar')
    const status = await screen.findByText(fmt(tr.books.resultCount, { n: 17 }))
    expect(screen.getAllByRole('article')).toHaveLength(12)
    await screen.findByRole('option', { name: /Poetry/ })

    await userEvent.selectOptions(screen.getByLabelText(tr.books.categoryLabel), 'c2')
    // The previous list stays while the category loads, and no count claims it.
    await waitFor(() => expect(status).toHaveTextContent(tr.books.resultUpdating))
    expect(screen.getAllByRole('article')).toHaveLength(12)
    expect(screen.queryByText(/kitap bulundu/)).not.toBeInTheDocument()

    answerCategory()
    await waitFor(() => expect(status).toHaveTextContent(fmt(tr.books.resultCount, { n: 7 })))
    expect(screen.getAllByRole('article')).toHaveLength(7)
  })

  it('shows the empty state', async () => {
    serveBooks()
    renderRoutes('/kitaplar?q=none')
    expect(await screen.findByText(tr.books.empty)).toBeInTheDocument()
  })
})
