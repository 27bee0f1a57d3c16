import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { tr } from '@/i18n'
import { bookCard } from '@/test/render'
import { BookCard, type BookCardData } from './book-card'
import { PLACEHOLDER_COVER } from './fallback-image'

function renderCard(book: BookCardData, actions?: React.ReactNode) {
  return render(
    <MemoryRouter>
      <BookCard book={book} actions={actions} />
    </MemoryRouter>,
  )
}

describe('BookCard', () => {
  it('shows category, title, author link, excerpt, price in lira and the detail link', () => {
    renderCard(bookCard() as BookCardData)
    expect(screen.getByText('Novel')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Book One' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Author One' })).toHaveAttribute('href', '/yazar/a1')
    expect(screen.getByText('A short excerpt...')).toBeInTheDocument()
    expect(screen.getByText('₺129,50')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: new RegExp(`^${tr.books.details}`) })).toHaveAttribute('href', '/kitap/b1')
    expect(screen.getByRole('img', { name: 'Book One' })).toHaveAttribute('src', '/covers/b1.jpg')
    expect(screen.queryByText(tr.books.featuredBadge)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: tr.books.outOfStock })).not.toBeInTheDocument()
  })

  it('uses the placeholder cover when there is none or it fails to load', () => {
    const { unmount } = renderCard(bookCard({ coverUrl: null }) as BookCardData)
    expect(screen.getByRole('img', { name: 'Book One' })).toHaveAttribute('src', PLACEHOLDER_COVER)
    unmount()
    renderCard(bookCard() as BookCardData)
    const img = screen.getByRole('img', { name: 'Book One' })
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', PLACEHOLDER_COVER)
  })

  it('shows the featured badge', () => {
    renderCard(bookCard({ isFeatured: true }) as BookCardData)
    expect(screen.getByText(tr.books.featuredBadge)).toBeInTheDocument()
  })

  it("shows a disabled 'Stok Yok' button at stock 0, next to the actions slot", () => {
    renderCard(bookCard({ stock: 0 }) as BookCardData, <button type="button">heart</button>)
    expect(screen.getByRole('button', { name: tr.books.outOfStock })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'heart' })).toBeInTheDocument()
  })

  it('formats prices from kurus', () => {
    renderCard(bookCard({ price: 123456 }) as BookCardData)
    expect(screen.getByText('₺1.234,56')).toBeInTheDocument()
  })
})
