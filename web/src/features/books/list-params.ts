import type { BookListParams } from './api/types'
import { parseLira, PAGE_SIZES } from './components/book-filter-panel'
import { sortFromSlug } from './sort'
import { pageFromParams } from '@/hooks/use-url-search-text'

export const BOOKS_PAGE_SIZE = 12

/** The page size from the URL: one of PAGE_SIZES, else the default (a hand-typed adet=1000 asks nothing huge). */
function pageSizeOf(v: string | null): number {
  const n = Number(v)
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : BOOKS_PAGE_SIZE
}

/**
 * /kitaplar's list query from its URL (?q=&kategori=&sirala=&puan=&yazar=
 * &fiyatMin=&fiyatMax=&stokta=1&adet=&sayfa=). The server reads the URL the
 * same way for the page's seed (bookListAPIQuery in
 * internal/httpapi/first_screen.go); keep the two in step.
 */
export function bookListParams(params: URLSearchParams): Required<BookListParams> {
  return {
    q: (params.get('q') ?? '').trim(),
    category: params.get('kategori') ?? '',
    sort: sortFromSlug(params.get('sirala')),
    minRating: params.get('puan') === '4' ? 4 : 0,
    author: params.get('yazar') ?? '',
    minPrice: parseLira(params.get('fiyatMin') ?? ''),
    maxPrice: parseLira(params.get('fiyatMax') ?? ''),
    inStock: params.get('stokta') === '1',
    page: pageFromParams(params),
    pageSize: pageSizeOf(params.get('adet')),
  }
}
