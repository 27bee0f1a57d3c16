import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { json, requestsTo, stubApi } from '@/test/render'

const suggestions = {
  books: [
    { id: 'b1', title: 'Kar', authorName: 'Orhan Pamuk', coverUrl: null },
    { id: 'b2', title: 'Masumiyet Muzesi', authorName: 'Orhan Pamuk', coverUrl: '/c.jpg' },
  ],
  authors: [{ id: 'a1', name: 'Orhan Pamuk', photoUrl: null }],
}

function serve() {
  return stubApi({
    '/api/search/suggest': (url) =>
      json(200, (url.searchParams.get('q') ?? '').length >= 2 ? suggestions : { books: [], authors: [] }),
  })
}

const combobox = () => screen.getAllByRole('combobox', { name: tr.search.label })[0]!

afterEach(() => vi.unstubAllGlobals())

describe('header search suggestions', () => {
  it('suggests books and authors from two characters on, debounced', async () => {
    const mock = serve()
    renderRoutes('/')
    await userEvent.type(combobox(), 'o')
    await new Promise((r) => setTimeout(r, 250))
    expect(requestsTo(mock, '/api/search/suggest')).toHaveLength(0)
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')

    await userEvent.type(combobox(), 'r')
    const listbox = await screen.findByRole('listbox', { name: tr.search.suggestions })
    expect(combobox()).toHaveAttribute('aria-expanded', 'true')
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id)
    expect(within(listbox).getByRole('group', { name: tr.search.books })).toBeInTheDocument()
    expect(within(listbox).getByRole('group', { name: tr.search.authors })).toBeInTheDocument()
    expect(within(listbox).getAllByRole('option')).toHaveLength(3)
    expect(requestsTo(mock, '/api/search/suggest').map((u) => u.searchParams.get('q'))).toEqual(['or'])
  })

  it('moves with the arrow keys, closes on Escape and opens the option on Enter', async () => {
    serve()
    const { router } = renderRoutes('/')
    await userEvent.type(combobox(), 'orhan')
    await screen.findByRole('listbox')
    const options = () => screen.getAllByRole('option')

    await userEvent.keyboard('{ArrowDown}')
    expect(options()[0]).toHaveAttribute('aria-selected', 'true')
    expect(combobox()).toHaveAttribute('aria-activedescendant', options()[0]!.id)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(options()[2]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowDown}')
    expect(options()[0]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowUp}')
    expect(options()[2]).toHaveAttribute('aria-selected', 'true')

    await userEvent.keyboard('{Escape}')
    expect(combobox()).toHaveAttribute('aria-expanded', 'false')
    expect(combobox()).not.toHaveAttribute('aria-activedescendant')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(combobox()).toHaveValue('orhan')

    await userEvent.keyboard('{ArrowDown}')
    expect(combobox()).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/kitap/b2'))
  })

  it('opens an author suggestion by click', async () => {
    serve()
    const { router } = renderRoutes('/')
    await userEvent.type(combobox(), 'orhan')
    const group = await screen.findByRole('group', { name: tr.search.authors })
    await userEvent.click(within(group).getByRole('option', { name: 'Orhan Pamuk' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/yazar/a1'))
  })

  it('searches the book list on Enter without an active option', async () => {
    serve()
    const { router } = renderRoutes('/')
    await userEvent.type(combobox(), 'orhan')
    await screen.findByRole('listbox')
    await userEvent.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe('/kitaplar')
    expect(router.state.location.search).toBe('?q=orhan')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(await screen.findByLabelText(tr.books.searchLabel)).toHaveValue('orhan')
  })
})
