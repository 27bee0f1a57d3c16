import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fmt, tr } from '@/i18n'
import { renderRoutes } from '@/app/render-routes'
import { bookCard, json, stubApi } from '@/test/render'

afterEach(() => vi.unstubAllGlobals())

const detail = {
  ...bookCard({ stock: 14, isFeatured: true }),
  description: '<p>Long <em>story</em></p><script>alert(1)</script>',
  isbn: '978-605-0000-00-1',
  pageCount: 320,
  publicationDate: '2024-03-05',
  author: { id: 'a1', name: 'Author One', photoUrl: null, excerpt: 'Writes books.' },
  ratingDistribution: [0, 0, 0, 0, 0],
}

describe('/kitap/:id', () => {
  it("shows 'Kitap bulunamadı' and a way back for a missing book", async () => {
    stubApi({
      '/api/books/missing': () => json(404, { status: 404, code: 'not_found', message: tr.books.notFound }),
    })
    renderRoutes('/kitap/missing')
    expect(await screen.findByRole('heading', { name: tr.books.notFound })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: tr.books.backToList })).toHaveAttribute('href', '/kitaplar')
    expect(document.title).toBe(fmt(tr.site.titleTemplate, { title: tr.books.notFound }))
  })

  it('shows the book with its facts, quantity choices and author box', async () => {
    stubApi({ '/api/books/b1': () => json(200, detail) })
    renderRoutes('/kitap/b1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Book One' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: tr.common.breadcrumb })
    expect(within(crumbs).getByRole('link', { name: 'Novel' })).toHaveAttribute('href', '/kitaplar?kategori=c1')
    expect(screen.getByText(fmt(tr.books.inStock, { n: 14 }))).toBeInTheDocument()
    expect(screen.getByText(fmt(tr.books.pages, { n: 320 }))).toBeInTheDocument()
    expect(screen.getByText('5 Mart 2024')).toBeInTheDocument()
    expect(screen.getByText(tr.books.featuredBadge)).toBeInTheDocument()
    const qty = screen.getByLabelText(tr.books.quantity)
    expect(within(qty).getAllByRole('option')).toHaveLength(10)
    expect(screen.getByText('story')).toBeInTheDocument()
    expect(document.querySelector('script')).toBeNull()
    expect(screen.getByRole('link', { name: tr.books.authorProfile })).toHaveAttribute('href', '/yazar/a1')
    expect(document.title).toBe(fmt(tr.site.bookTitleTemplate, { title: 'Book One', author: 'Author One' }))
  })
})
