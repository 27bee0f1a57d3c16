import { useMutation, useQueryClient } from '@tanstack/react-query'
import { fmt, tr } from '@/i18n'
import { api, unwrap } from '@/lib/api-client'
import { notify } from '@/lib/notify'
import type { FavoriteBook } from './get-favorites'
import { favoriteKeys } from '@/api/query-keys'

/** PUT /api/favorites/{bookId} (204). */
export async function addFavorite(bookId: string): Promise<void> {
  unwrap(await api.PUT('/api/favorites/{bookId}', { params: { path: { bookId } } }))
}

/** DELETE /api/favorites/{bookId} (204). */
export async function removeFavorite(bookId: string): Promise<void> {
  unwrap(await api.DELETE('/api/favorites/{bookId}', { params: { path: { bookId } } }))
}

export type ToggleFavoriteVars = {
  book: FavoriteBook
  /** The new state: true adds, false removes. */
  favorite: boolean
  /** The failure toast; default 'Favori işlemi sırasında hata oluştu'. */
  errorMessage?: string
}

/**
 * Optimistic toggle: the favourites cache changes at once and is put back
 * when the call fails.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient()
  const key = favoriteKeys.list()
  return useMutation({
    mutationFn: (v: ToggleFavoriteVars) => (v.favorite ? addFavorite(v.book.id) : removeFavorite(v.book.id)),
    onMutate: async (v) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<FavoriteBook[]>(key)
      queryClient.setQueryData<FavoriteBook[]>(key, (list = []) => {
        const rest = list.filter((b) => b.id !== v.book.id)
        return v.favorite ? [v.book, ...rest] : rest
      })
      return { previous }
    },
    onSuccess: (_data, v) => {
      notify.success(fmt(v.favorite ? tr.favorites.added : tr.favorites.removed, { title: v.book.title }))
    },
    onError: (_err, v, context) => {
      queryClient.setQueryData(key, context?.previous)
      notify.error(v.errorMessage ?? tr.favorites.error)
    },
  })
}
