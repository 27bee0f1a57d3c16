import { tr } from '@/i18n'
import type { BookSort } from './api/types'

/** Orders of the book list and their slug in the URL (?sirala=); the default has none. */
export const bookSorts: Array<{ value: BookSort; slug: string; label: string }> = [
  { value: 'newest', slug: '', label: tr.books.sortNewest },
  { value: 'title', slug: 'isim', label: tr.books.sortTitle },
  { value: 'price_asc', slug: 'fiyat-artan', label: tr.books.sortPriceAsc },
  { value: 'price_desc', slug: 'fiyat-azalan', label: tr.books.sortPriceDesc },
  { value: 'rating', slug: 'puan', label: tr.reviews.sortRating },
]

export function sortFromSlug(slug: string | null): BookSort {
  return bookSorts.find((s) => s.slug && s.slug === slug)?.value ?? 'newest'
}

export function slugFromSort(sort: BookSort): string {
  return bookSorts.find((s) => s.value === sort)?.slug ?? ''
}
