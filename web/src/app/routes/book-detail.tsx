import { useEffect } from 'react'
import { useLocation, useParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { detailFallback } from '@/components/detail-fallback'
import { useBook } from '@/features/books/api/get-book'
import { BookDetailView } from '@/features/books/components/book-detail'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useBookCardActions, useBookDetailActions, useCartQuantity } from '@/app/members/book-actions'
import { RelatedBooks } from '@/features/books/components/related-books'
import type { BookCardData } from '@/components/book-card'
import type { BookDetail } from '@/features/books/api/types'
import { isNotFound } from '@/lib/errors'
import { paths } from '@/lib/paths'
import { useCurrentUser } from '@/features/auth/api/get-me'
import { REVIEW_ANCHOR, ReviewSection } from '@/features/reviews/components/review-section'
import type { ReviewViewer } from '@/features/reviews/components/review-list'
import { useLoginRedirect } from '@/hooks/use-login-redirect'

/** /kitap/:id (lazy route). */
export function BookDetailPage() {
  const { id = '' } = useParams()
  const book = useBook(id)
  const notFound = book.isError && isNotFound(book.error)
  const renderActions = useBookDetailActions(book.data ? toCard(book.data) : undefined)
  const cardActions = useBookCardActions()
  const inCart = useCartQuantity(book.data?.id)
  const viewer = useReviewViewer()
  const toLogin = useLoginRedirect()
  const { hash } = useLocation()
  const loaded = book.data !== undefined
  // The delivered mail links to #degerlendir: the section exists only once the book has loaded.
  useEffect(() => {
    if (loaded && hash === `#${REVIEW_ANCHOR}`) document.getElementById(REVIEW_ANCHOR)?.scrollIntoView()
  }, [loaded, hash])

  useDocumentTitle(
    book.data
      ? fmt(tr.site.bookTitleTemplate, { title: book.data.title, author: book.data.authorName })
      : notFound
        ? fmt(tr.site.titleTemplate, { title: tr.books.notFound })
        : undefined,
    true,
  )

  const fallback = detailFallback(book, {
    title: tr.books.notFound,
    text: tr.books.notFoundText,
    backTo: paths.books(),
    backLabel: tr.books.backToList,
  })
  if (fallback || !book.data) return fallback
  return (
    <>
      <BookDetailView book={book.data} inCart={inCart} renderActions={renderActions} />
      <ReviewSection book={book.data} viewer={viewer} onGuest={() => toLogin(tr.reviews.loginToVote)} />
      {/* Last on the page and mounted only with the book: the rows load after it and shift nothing above them. */}
      <RelatedBooks key={book.data.id} bookId={book.data.id} renderActions={cardActions} />
    </>
  )
}

/** Members write, vote and report; guests are sent to sign in; authors and admins only read. */
function useReviewViewer(): ReviewViewer {
  const { user } = useCurrentUser()
  if (!user) return 'guest'
  return user.role === 'user' ? 'member' : 'other'
}

/** The card fields of a book (what the favourites list keeps). */
function toCard(b: BookDetail): BookCardData {
  return {
    id: b.id,
    title: b.title,
    authorId: b.authorId,
    authorName: b.authorName,
    categoryId: b.categoryId,
    categoryName: b.categoryName,
    coverUrl: b.coverUrl,
    excerpt: b.excerpt,
    isFeatured: b.isFeatured,
    price: b.price,
    listPrice: b.listPrice,
    sale: b.sale,
    stock: b.stock,
    ratingAverage: b.ratingAverage,
    ratingCount: b.ratingCount,
  }
}
