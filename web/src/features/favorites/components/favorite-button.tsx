import { tr } from '@/i18n'
import { HeartIcon } from '@/components/icons'
import { useFavorites, type FavoriteBook } from '../api/get-favorites'
import { useToggleFavorite } from '../api/toggle-favorite'
import { Button } from '@/components/ui/button'

/**
 * The heart. Pressed when the book is in the member's favourites; toggles
 * optimistically. `member` is false for guests, whose click calls `onGuest`.
 */
export function FavoriteButton({
  book,
  member,
  onGuest,
  removeErrorMessage,
  size = 'md',
}: {
  book: FavoriteBook
  member: boolean
  onGuest: () => void
  /** /favoriler shows 'Favorilerden kaldırılırken hata oluştu'. */
  removeErrorMessage?: string
  size?: 'md' | 'lg'
}) {
  const favorites = useFavorites(member)
  const toggle = useToggleFavorite()
  const pressed = member && (favorites.data?.some((b) => b.id === book.id) ?? false)
  const box = size === 'lg' ? 'h-11 w-11' : 'h-9 w-9'
  return (
    <Button
      variant="bare"
      aria-pressed={pressed}
      aria-label={pressed ? tr.favorites.remove : tr.favorites.add}
      title={pressed ? tr.favorites.remove : tr.favorites.add}
      disabled={toggle.isPending}
      onClick={() => {
        if (!member) return onGuest()
        toggle.mutate({ book, favorite: !pressed, errorMessage: pressed ? removeErrorMessage : undefined })
      }}
      className={`flex ${box} shrink-0 items-center justify-center rounded-md border transition ${
        pressed
          ? 'border-red-200 bg-red-50 text-red-600 hover:bg-red-100'
          : 'border-stone-300 bg-white text-stone-500 hover:border-red-300 hover:text-red-600'
      }`}
    >
      <HeartIcon className={`h-5 w-5 ${pressed ? 'fill-current' : ''}`} />
    </Button>
  )
}
