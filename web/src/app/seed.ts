import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { authorKeys, bookKeys, categoryKeys, eventKeys } from '@/api/query-keys'
import { bookListQuery } from '@/features/books/api/get-books'
import { bookListParams } from '@/features/books/list-params'
import { routePatterns } from '@/lib/paths'

/**
 * The server sends the storefront's landing pages (/, /kitaplar,
 * /kitap/:id) with the API answers their first screen asks for, each in a
 * <script type="application/json" data-seed="/api/…"> naming its request
 * (internal/httpapi/first_screen.go). Before the first render they go into
 * the query cache under the keys the pages use, so the first render is the
 * whole page and nothing is fetched. A seed counts only when it answers the
 * very request the page would make now (same path, same query); any other
 * is ignored and the page fetches as usual. It is the answer of the moment
 * the page was served, so it is fresh as of now.
 */
export function seedQueryCache(
  client: QueryClient,
  url: URL = new URL(window.location.href),
  doc: Document = document,
) {
  const seeds = new Map<string, string>()
  for (const el of doc.querySelectorAll<HTMLScriptElement>('script[type="application/json"][data-seed]')) {
    seeds.set(el.dataset.seed ?? '', el.textContent ?? '')
    el.remove()
  }
  if (seeds.size === 0) return

  /** Puts the seed that answers GET path?query under key (pick: the part the query keeps). */
  const take = (path: string, query: Record<string, unknown>, key: QueryKey, pick = (d: unknown) => d) => {
    for (const [api, text] of seeds) {
      if (!sameRequest(api, path, query)) continue
      try {
        client.setQueryData(key, pick(JSON.parse(text)))
      } catch {
        // A broken seed is no seed: the page fetches.
      }
      return
    }
  }
  const items = (d: unknown) => (d as { items: unknown }).items

  const path = url.pathname
  if (matchPath(routePatterns.home, path)) {
    take('/api/books/featured', {}, bookKeys.featured(), items)
    // The counters' totals (routes/home-counts.ts).
    take('/api/books', { page: 1, pageSize: 1 }, bookKeys.list({ page: 1, pageSize: 1 }))
    take('/api/authors', { page: 1, pageSize: 1 }, authorKeys.list({ q: '', page: 1, pageSize: 1 }))
    take('/api/events', { when: 'all', page: 1, pageSize: 1 }, eventKeys.list({ when: 'all', page: 1, pageSize: 1 }))
  } else if (matchPath(routePatterns.books, path)) {
    const params = bookListParams(url.searchParams)
    take('/api/books', bookListQuery(params), bookKeys.list(params))
    take('/api/categories', {}, categoryKeys.list(), items)
  } else {
    const id = matchPath(routePatterns.book, path)?.params.id
    if (id) take(`/api/books/${encodeURIComponent(id)}`, {}, bookKeys.detail(id))
  }
}

/** Whether the seed's request `api` is GET path?query (values compared as strings, empty ones left out). */
function sameRequest(api: string, path: string, query: Record<string, unknown>): boolean {
  const seeded = new URL(api, 'http://seed')
  if (seeded.pathname !== path) return false
  const want = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}=${String(v)}`)
    .sort()
  const got = [...seeded.searchParams].map(([k, v]) => `${k}=${v}`).sort()
  return want.length === got.length && want.every((w, i) => w === got[i])
}
