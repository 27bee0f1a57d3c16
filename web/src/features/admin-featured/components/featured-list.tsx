import { useEffect, useRef } from 'react'
import { fmt } from '@/i18n'
import { FallbackImage, PLACEHOLDER_COVER } from '@/components/fallback-image'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useMoveFeatured, useRemoveFeatured, type FeaturedItem, type MoveDirection } from '../api/featured'
import { homeVisibility } from '../home-visibility'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminFeatured

const buttonClass =
  'rounded-md border border-stone-300 px-2.5 py-1.5 text-sm font-medium text-stone-700 hover:border-amber-500 hover:text-amber-700 disabled:hover:border-stone-300 disabled:hover:text-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600'

/**
 * The ordered featured list: position,
 * cover, title, author, category; up and down (disabled at the ends) and
 * remove. A badge marks entries the home page does not show.
 */
export function FeaturedList({ items }: { items: FeaturedItem[] }) {
  const move = useMoveFeatured()
  const remove = useRemoveFeatured()
  const listRef = useRef<HTMLOListElement>(null)
  const busy = move.isPending || remove.isPending
  const visibility = homeVisibility(items)

  // Keeps the keyboard where it was: on the moved entry's button, or its
  // other one at an end. The buttons are disabled while the move is pending,
  // and a disabled button cannot take focus, so the focus is given once the
  // list has rendered the new order with the move no longer pending (an
  // effect), not from the mutation's onSuccess, which runs before that.
  const focusAfterMove = useRef<{ id: string; direction: MoveDirection } | null>(null)
  useEffect(() => {
    const target = focusAfterMove.current
    const root = listRef.current
    if (!target || busy || !root) return
    focusAfterMove.current = null
    const { id, direction } = target
    const same = root.querySelector<HTMLButtonElement>(`[data-move="${id}:${direction}"]`)
    const other = root.querySelector<HTMLButtonElement>(`[data-move="${id}:${direction === 'up' ? 'down' : 'up'}"]`)
    ;(same && !same.disabled ? same : other)?.focus()
  }, [busy, items])

  function onMove(item: FeaturedItem, direction: MoveDirection) {
    if (busy) return
    move.mutate(
      { id: item.id, direction },
      {
        onSuccess: () => {
          focusAfterMove.current = { id: item.id, direction }
        },
        onError: (err) => notify.error(serverMessageOr(err, t.moveError)),
      },
    )
  }

  function onRemove(item: FeaturedItem) {
    if (busy) return
    remove.mutate(item.id, {
      onSuccess: () => notify.success(t.removed),
      onError: (err) => notify.error(serverMessageOr(err, t.removeError)),
    })
  }

  return (
    <ol
      ref={listRef}
      aria-label={t.listLabel}
      className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white shadow-sm"
      aria-busy={busy || undefined}
    >
      {items.map((item, i) => {
        const book = item.book
        const vis = visibility[i]
        return (
          <li
            key={item.id}
            data-testid="featured-item"
            className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap"
          >
            <span
              aria-label={fmt(t.position, { n: i + 1 })}
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-amber-100 font-bold text-amber-800 tabular-nums"
            >
              {i + 1}
            </span>
            <FallbackImage
              src={book.coverUrl}
              fallback={PLACEHOLDER_COVER}
              alt=""
              className="h-20 w-14 shrink-0 rounded object-cover shadow-sm"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-stone-900" data-testid="featured-title">
                {book.title}
              </p>
              <p className="text-sm text-stone-600">{book.authorName}</p>
              <p className="text-xs text-stone-500">{book.categoryName ?? t.noCategory}</p>
              {vis !== 'shown' ? (
                <span className="mt-1 inline-block rounded-full bg-stone-200 px-2 py-0.5 text-xs font-medium text-stone-700">
                  {vis === 'not-approved' ? t.notApproved : t.beyondLimit}
                </span>
              ) : null}
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                variant="bare"
                data-move={`${item.id}:up`}
                className={buttonClass}
                disabled={i === 0 || busy}
                aria-label={fmt(t.moveUpLabel, { title: book.title })}
                title={t.moveUp}
                onClick={() => onMove(item, 'up')}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                variant="bare"
                data-move={`${item.id}:down`}
                className={buttonClass}
                disabled={i === items.length - 1 || busy}
                aria-label={fmt(t.moveDownLabel, { title: book.title })}
                title={t.moveDown}
                onClick={() => onMove(item, 'down')}
              >
                <span aria-hidden="true">↓</span>
              </Button>
              <Button
                variant="bare"
                className="rounded-md border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
                disabled={busy}
                aria-label={fmt(t.removeLabel, { title: book.title })}
                onClick={() => onRemove(item)}
              >
                {t.remove}
              </Button>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
