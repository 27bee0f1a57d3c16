import { useParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { QueryError } from '@/components/query-error'
import { DetailSkeleton } from '@/components/ui/skeleton'
import { useBook } from '@/features/books/api/get-book'
import { BookDetailView } from '@/features/books/components/book-detail'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useBookDetailActions } from '@/app/members/book-actions'
import type { BookCardData } from '@/components/book-card'
import type { BookDetail } from '@/features/books/api/types'
import { isNotFound } from '@/lib/errors'
import { paths } from '@/lib/paths'
import { ButtonLink } from '@/components/ui/button'

/** /kitap/:id (lazy route). */
export function BookDetailPage() {
  const { id = '' } = useParams()
  const book = useBook(id)
  const notFound = book.isError && isNotFound(book.error)
  const renderActions = useBookDetailActions(book.data ? toCard(book.data) : undefined)

  useDocumentTitle(
    book.data
      ? fmt(tr.site.bookTitleTemplate, { title: book.data.title, author: book.data.authorName })
      : notFound
        ? fmt(tr.site.titleTemplate, { title: tr.books.notFound })
        : undefined,
    true,
  )

  if (book.isPending) return <DetailSkeleton />
  if (notFound) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          as="h1"
          title={tr.books.notFound}
          text={tr.books.notFoundText}
          action={
            <ButtonLink to={paths.books()} size="lg">
              {tr.books.backToList}
            </ButtonLink>
          }
        />
      </div>
    )
  }
  if (book.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <QueryError error={book.error} onRetry={() => void book.refetch()} />
      </div>
    )
  }
  return <BookDetailView book={book.data} renderActions={renderActions} />
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
    stock: b.stock,
  }
}
