import { createQueryClient } from '@/lib/query-client'
import { authorKeys, bookKeys, categoryKeys, eventKeys } from '@/api/query-keys'
import { bookListParams } from '@/features/books/list-params'
import { seedQueryCache } from './seed'

/** A document holding the given seeds as the server writes them. */
function page(seeds: Record<string, unknown>): Document {
  const doc = document.implementation.createHTMLDocument('t')
  for (const [api, body] of Object.entries(seeds)) {
    const s = doc.createElement('script')
    s.type = 'application/json'
    s.dataset.seed = api
    s.textContent = JSON.stringify(body).replace(/</g, '\\u003c')
    doc.body.append(s)
  }
  return doc
}

const list = { items: [{ id: 'b1', title: '</script> Kitap' }], total: 1 }

describe('seedQueryCache', () => {
  it('puts the book page’s answer under the book’s key and removes the scripts', () => {
    const client = createQueryClient()
    const doc = page({ '/api/books/b1': { id: 'b1', title: 'Çalıkuşu' } })
    seedQueryCache(client, new URL('http://x/kitap/b1'), doc)
    expect(client.getQueryData(bookKeys.detail('b1'))).toEqual({ id: 'b1', title: 'Çalıkuşu' })
    expect(doc.querySelectorAll('script').length).toBe(0)
  })

  it('keys /kitaplar’s list by the URL’s filters, whatever the order of the seed’s query', () => {
    const client = createQueryClient()
    const url = new URL('http://x/kitaplar?sirala=fiyat-artan&stokta=1&adet=24&q=%20kuşu')
    const doc = page({
      '/api/books?inStock=true&page=1&pageSize=24&q=ku%C5%9Fu&sort=price_asc': list,
      '/api/categories': { items: [{ id: 'c1', name: 'Roman' }] },
    })
    seedQueryCache(client, url, doc)
    expect(client.getQueryData(bookKeys.list(bookListParams(url.searchParams)))).toEqual(list)
    expect(client.getQueryData(categoryKeys.list())).toEqual([{ id: 'c1', name: 'Roman' }])
  })

  it('ignores a seed that answers another request than the page would make', () => {
    const client = createQueryClient()
    const url = new URL('http://x/kitaplar?sayfa=2')
    seedQueryCache(client, url, page({ '/api/books?page=1&pageSize=12&sort=newest': list }))
    expect(client.getQueryCache().getAll()).toHaveLength(0)
    seedQueryCache(client, new URL('http://x/kitap/b2'), page({ '/api/books/b1': { id: 'b1' } }))
    expect(client.getQueryCache().getAll()).toHaveLength(0)
  })

  it('puts home’s featured books under their key', () => {
    const client = createQueryClient()
    seedQueryCache(client, new URL('http://x/'), page({ '/api/books/featured': list }))
    expect(client.getQueryData(bookKeys.featured())).toEqual(list.items)
  })

  it('puts home’s counters (the three lists’ totals) under the keys the counters read', () => {
    const client = createQueryClient()
    const doc = page({
      '/api/books?page=1&pageSize=1': { items: [], total: 523 },
      '/api/authors?page=1&pageSize=1': { items: [], total: 61 },
      '/api/events?page=1&pageSize=1&when=all': { items: [], total: 7 },
    })
    seedQueryCache(client, new URL('http://x/'), doc)
    expect(client.getQueryData(bookKeys.list({ page: 1, pageSize: 1 }))).toEqual({ items: [], total: 523 })
    expect(client.getQueryData(authorKeys.list({ q: '', page: 1, pageSize: 1 }))).toEqual({ items: [], total: 61 })
    expect(client.getQueryData(eventKeys.list({ when: 'all', page: 1, pageSize: 1 }))).toEqual({ items: [], total: 7 })
  })

  it('drops a broken seed (the page fetches)', () => {
    const client = createQueryClient()
    const doc = page({})
    const s = doc.createElement('script')
    s.type = 'application/json'
    s.dataset.seed = '/api/books/featured'
    s.textContent = '{"items": ['
    doc.body.append(s)
    seedQueryCache(client, new URL('http://x/'), doc)
    expect(client.getQueryData(bookKeys.featured())).toBeUndefined()
  })
})
