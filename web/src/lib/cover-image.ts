/**
 * Responsive covers. Every cover the server stores (an upload or the demo
 * data) is a 600x800 JPEG under /media/ with a 240x320 variant beside it,
 * named with "-sm" before the extension (internal/images ThumbKey). The
 * browser picks the variant for small slots (a phone's list at 1x, desktop
 * grids) and the large one where the slot is wide or the screen dense.
 */

export const COVER_WIDTH = 600
export const COVER_HEIGHT = 800
export const COVER_SMALL_WIDTH = 240

/** The slot widths of a card in BookGrid: 1 column on a phone, 2 from sm, 3 from lg, 4 from xl (max-w-7xl). */
export const CARD_COVER_SIZES =
  '(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 2rem)'

/** The book page's cover column: 2/5 of max-w-5xl from md, the whole width on a phone. */
export const DETAIL_COVER_SIZES = '(min-width: 768px) 400px, calc(100vw - 2rem)'

/** The srcset of a stored cover, or undefined for any other URL (a placeholder, an outside image). */
export function coverSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !url.startsWith('/media/') || !url.endsWith('.jpg') || url.endsWith('-sm.jpg')) return undefined
  const small = url.slice(0, -'.jpg'.length) + '-sm.jpg'
  return `${small} ${COVER_SMALL_WIDTH}w, ${url} ${COVER_WIDTH}w`
}
