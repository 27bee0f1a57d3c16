import type { ReactNode } from 'react'
import { tr } from '@/i18n'
import type { BookCardData } from '@/components/book-card'
import { useCurrentUser } from '@/features/auth/api/get-me'
import { CardCartControl, DetailAddToCart } from '@/features/cart/components/add-to-cart'
import { useCart } from '@/features/cart/api/get-cart'
import { FavoriteButton } from '@/features/favorites/components/favorite-button'
import { StockAlertButton } from '@/features/stock-alerts/components/stock-alert-button'
import { useLoginRedirect } from '@/hooks/use-login-redirect'

/**
 * The member controls composed here (features do not import each other).
 * Guests see them and are sent to sign in; authors and admins, who cannot
 * use a cart or favourites, see none.
 */
function useMemberMode(): 'member' | 'guest' | null {
  const { user, isPending } = useCurrentUser()
  if (isPending) return null
  if (!user) return 'guest'
  return user.role === 'user' ? 'member' : null
}

/** The heart, the cart control or (out of stock) the stock alert of one card. */
export function BookCardActions({ book, member }: { book: BookCardData; member: boolean }) {
  const toLogin = useLoginRedirect()
  return (
    <>
      <FavoriteButton book={book} member={member} onGuest={() => toLogin(tr.favorites.loginRequired)} />
      {book.stock > 0 ? (
        <CardCartControl book={book} member={member} onGuest={() => toLogin(tr.cart.loginRequired)} />
      ) : (
        <StockAlertButton
          bookId={book.id}
          member={member}
          onGuest={() => toLogin(tr.stockAlert.loginRequired)}
          className="order-last w-full"
        />
      )}
    </>
  )
}

/** `renderActions` for BookGrid; undefined (no controls) for authors, admins and while the session loads. */
export function useBookCardActions(): ((book: BookCardData) => ReactNode) | undefined {
  const mode = useMemberMode()
  if (!mode) return undefined
  const member = mode === 'member'
  return (book) => <BookCardActions book={book} member={member} />
}

/** Copies of the book in the member's cart (0 for guests, other roles and books not in it). */
export function useCartQuantity(bookId: string | undefined): number {
  const member = useMemberMode() === 'member'
  const cart = useCart(member)
  if (!member || !bookId) return 0
  return cart.data?.items.find((l) => l.bookId === bookId)?.quantity ?? 0
}

function DetailActions({ book, quantity, member }: { book: BookCardData; quantity: number; member: boolean }) {
  const toLogin = useLoginRedirect()
  const inCart = useCartQuantity(book.id)
  return (
    <>
      {book.stock > 0 ? (
        <DetailAddToCart
          book={book}
          quantity={quantity}
          inCart={inCart}
          member={member}
          onGuest={() => toLogin(tr.cart.loginRequired)}
        />
      ) : (
        <StockAlertButton
          bookId={book.id}
          member={member}
          onGuest={() => toLogin(tr.stockAlert.loginRequired)}
          className="px-5 py-3 text-base"
        />
      )}
      <FavoriteButton book={book} member={member} size="lg" onGuest={() => toLogin(tr.favorites.loginRequired)} />
    </>
  )
}

/** `renderActions(quantity)` for the book page's purchase panel. */
export function useBookDetailActions(book: BookCardData | undefined): ((quantity: number) => ReactNode) | undefined {
  const mode = useMemberMode()
  if (!mode || !book) return undefined
  const member = mode === 'member'
  return (quantity) => <DetailActions book={book} quantity={quantity} member={member} />
}
