import { vi } from 'vitest'
import { imageRules } from './image-rules'

// Rendering the app's routes is renderRoutes in src/app/render-routes.tsx:
// this folder is shared code and imports neither features nor the app.

export function json(status: number, body: unknown) {
  const type = status >= 400 ? 'application/problem+json' : 'application/json'
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } })
}

type Handler = (url: URL, req: Request) => Response | Promise<Response> | undefined

/**
 * Stubs globalThis.fetch with a router over pathnames; unknown paths answer
 * 404 and /api/auth/me answers a guest. Returns the mock to inspect calls.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const mock = vi.fn<typeof fetch>(async (input) => {
    const req = input as Request
    const url = new URL(req.url)
    const handler = handlers[url.pathname]
    const res = handler ? await handler(url, req) : undefined
    if (res) return res
    if (url.pathname === '/api/auth/me') return json(200, {})
    if (url.pathname === '/api/books/featured') return json(200, { items: [] })
    if (url.pathname === '/api/images/rules') return json(200, imageRules)
    return json(404, { status: 404, code: 'not_found', message: 'not found' })
  })
  vi.stubGlobal('fetch', mock)
  return mock
}

/** The URLs the app requested for one path. */
export function requestsTo(mock: ReturnType<typeof stubApi>, pathname: string): URL[] {
  return mock.mock.calls.map(([input]) => new URL((input as Request).url)).filter((u) => u.pathname === pathname)
}

export function bookCard(overrides: Record<string, unknown> = {}) {
  return {
    id: 'b1',
    title: 'Book One',
    authorId: 'a1',
    authorName: 'Author One',
    categoryId: 'c1',
    categoryName: 'Novel',
    price: 12950,
    coverUrl: '/covers/b1.jpg',
    stock: 5,
    isFeatured: false,
    excerpt: 'A short excerpt...',
    ratingAverage: 0,
    ratingCount: 0,
    ...overrides,
  }
}
