import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { bookCard, json, stubApi } from '@/test/render'

afterEach(() => vi.unstubAllGlobals())

const contact = {
  key: 'contact',
  title: 'Contact',
  content: '<p>Write to us</p>',
  meta: {
    address: 'Beyoglu',
    phone: '+90 212 245 18 34',
    email: 'hi@example.com',
    social: { instagram: 'https://instagram.com/x', facebook: '' },
  },
  updatedAt: '2024-01-01T00:00:00Z',
}

describe('home', () => {
  it("shows up to 6 featured books and 'Tüm Kitapları Gör'", async () => {
    const items = Array.from({ length: 7 }, (_, i) => bookCard({ id: `b${i}`, title: `Book ${i}`, isFeatured: true }))
    stubApi({ '/api/books/featured': () => json(200, { items }) })
    renderRoutes('/')
    const section = await screen.findByRole('region', { name: tr.books.featuredTitle })
    expect(await within(section).findAllByRole('article')).toHaveLength(6)
    expect(within(section).getByRole('link', { name: new RegExp(tr.books.seeAll) })).toHaveAttribute(
      'href',
      '/kitaplar',
    )
  })

  it('hides the featured section when the load fails (only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    stubApi({ '/api/books/featured': () => json(422, { status: 422, code: 'invalid', message: 'x' }) })
    renderRoutes('/')
    await vi.waitFor(() => expect(log).toHaveBeenCalled())
    expect(screen.queryByRole('region', { name: tr.books.featuredTitle })).not.toBeInTheDocument()
    log.mockRestore()
  })
})

describe('footer', () => {
  it('shows the contact meta and only the social links that are set', async () => {
    stubApi({ '/api/pages/contact': () => json(200, contact) })
    renderRoutes('/')
    const footer = screen.getByRole('contentinfo')
    expect(await within(footer).findByText('Beyoglu')).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: 'hi@example.com' })).toHaveAttribute(
      'href',
      'mailto:hi@example.com',
    )
    expect(within(footer).getByRole('link', { name: tr.footer.instagram })).toHaveAttribute(
      'href',
      'https://instagram.com/x',
    )
    expect(within(footer).queryByRole('link', { name: tr.footer.facebook })).not.toBeInTheDocument()
    expect(within(footer).queryByRole('link', { name: tr.footer.twitter })).not.toBeInTheDocument()
  })

  it('keeps the placeholders when the contact page is not published', async () => {
    stubApi({})
    renderRoutes('/')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByText(tr.footer.addressFallback)).toBeInTheDocument()
    expect(within(footer).queryByRole('list', { name: tr.footer.follow })).not.toBeInTheDocument()
  })
})

describe('/hakkimizda and /gizlilik-politikasi', () => {
  it('uses the default stats when the content has none', async () => {
    stubApi({
      '/api/pages/about': () =>
        json(200, {
          key: 'about',
          title: 'About us',
          content: '<h2>Story</h2>',
          meta: { stats: { books: '750+' } },
          updatedAt: '2024-01-01T00:00:00Z',
        }),
    })
    renderRoutes('/hakkimizda')
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument()
    expect(await screen.findByText('750+')).toBeInTheDocument()
    expect(screen.getByText(tr.about.statAuthorsDefault)).toBeInTheDocument()
    expect(screen.getByText(tr.about.statAwardsDefault)).toBeInTheDocument()
    expect(screen.getByText(tr.about.statReadersDefault)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: tr.about.mission })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Story' })).toBeInTheDocument()
  })

  it('shows the default privacy texts when the page is absent', async () => {
    stubApi({})
    renderRoutes('/gizlilik-politikasi')
    expect(await screen.findByRole('heading', { level: 1, name: tr.privacy.title })).toBeInTheDocument()
    expect(await screen.findByText(tr.privacy.defaultText)).toBeInTheDocument()
    expect(screen.getByText(tr.privacy.subtitle)).toBeInTheDocument()
  })
})
