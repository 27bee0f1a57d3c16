import { useEffect } from 'react'
import { tr } from '@/i18n'
import { BookGrid } from '@/components/book-card'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { QueryState } from '@/components/query-state'
import { CardGridSkeleton } from '@/components/ui/skeleton'
import { CardCartControl } from '@/features/cart/components/add-to-cart'
import { useFavorites } from '@/features/favorites/api/get-favorites'
import { FavoriteButton } from '@/features/favorites/components/favorite-button'
import { StockAlertButton } from '@/features/stock-alerts/components/stock-alert-button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { notify } from '@/lib/notify'
import { paths } from '@/lib/paths'
import { ButtonLink } from '@/components/ui/button'

const noop = () => {}

/** /favoriler (role user; lazy route): remove with the heart, and a real add to cart. */
export function FavoritesPage() {
  useDocumentTitle(tr.favorites.title)
  const favorites = useFavorites(true)

  useEffect(() => {
    if (favorites.isError) notify.error(tr.favorites.loadError)
  }, [favorites.isError])

  return (
    <>
      <PageHeader title={tr.favorites.title} subtitle={tr.favorites.subtitle} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <QueryState
          query={favorites}
          loading={<CardGridSkeleton count={4} />}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              title={tr.favorites.empty}
              action={
                <ButtonLink to={paths.books()} size="lg">
                  {tr.favorites.browse}
                </ButtonLink>
              }
            />
          }
        >
          {(data) => (
            <BookGrid
              books={data}
              renderActions={(book) => (
                <>
                  <FavoriteButton book={book} member onGuest={noop} removeErrorMessage={tr.favorites.removeError} />
                  {book.stock > 0 ? (
                    <CardCartControl book={book} member onGuest={noop} />
                  ) : (
                    <StockAlertButton bookId={book.id} member onGuest={noop} className="order-last w-full" />
                  )}
                </>
              )}
            />
          )}
        </QueryState>
      </div>
    </>
  )
}
