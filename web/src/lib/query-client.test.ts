// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { adminOrderKeys, bookKeys, searchKeys } from '@/api/query-keys'
import { invalidation, mutationKey, type MutationName } from '@/api/invalidation'
import { createQueryClient } from './query-client'

/** A client with the given queries cached and fresh. */
function clientWith(...keys: ReadonlyArray<readonly unknown[]>) {
  const client = createQueryClient()
  for (const key of keys) client.setQueryData(key, { cached: true })
  return client
}

function run(client: ReturnType<typeof createQueryClient>, name: string, fail = false) {
  return client
    .getMutationCache()
    .build(client, {
      mutationKey: [name],
      mutationFn: async () => {
        if (fail) throw new Error('refused')
        return 'ok'
      },
    })
    .execute(undefined)
    .catch(() => undefined)
}

const stale = (client: ReturnType<typeof createQueryClient>, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated

describe('mutation invalidation (src/api/invalidation.ts, applied by the MutationCache)', () => {
  it("an admin's book change leaves no fresh old answer of the storefront's lists, details, featured row and search", async () => {
    for (const name of ['book.save', 'book.approval', 'book.delete'] as const) {
      const keys = [bookKeys.list({ page: 1 }), bookKeys.detail('b1'), bookKeys.featured(), searchKeys.suggest('ki')]
      const client = clientWith(...keys)
      await run(client, name)
      // Not on screen: dropped, so the next screen loads the new answer instead of drawing the old one first.
      for (const key of keys) expect(client.getQueryState(key), `${name} ${JSON.stringify(key)}`).toBeUndefined()
    }
  })

  it("an admin's book change refetches the storefront query on screen, keeping its answer until the new one comes", async () => {
    const client = clientWith(bookKeys.detail('b1'))
    let fetched = 0
    const observer = new QueryObserver(client, {
      queryKey: bookKeys.detail('b1'),
      queryFn: () => {
        fetched += 1
        return { cached: false }
      },
      staleTime: 30_000,
    })
    const unsubscribe = observer.subscribe(() => undefined)
    await run(client, 'book.save')
    expect(fetched).toBe(1)
    expect(client.getQueryData(bookKeys.detail('b1'))).toEqual({ cached: false })
    unsubscribe()
  })

  it("a shopper's own change (a review) marks the storefront's answers stale but keeps them, so going back shows the list at once", async () => {
    const keys = [bookKeys.list({ page: 1 }), bookKeys.detail('b1')]
    const client = clientWith(...keys)
    await run(client, 'review.save')
    for (const key of keys) expect(stale(client, key), JSON.stringify(key)).toBe(true)
  })

  it('a failed mutation changes nothing, unless its rule says the state may have moved anyway', async () => {
    const books = clientWith(bookKeys.list({ page: 1 }))
    await run(books, 'book.save', true)
    expect(stale(books, bookKeys.list({ page: 1 }))).toBe(false)

    const orders = clientWith(adminOrderKeys.detail('o1'))
    await run(orders, 'order.action', true)
    expect(stale(orders, adminOrderKeys.detail('o1'))).toBe(true)
  })

  it('a mutation without a rule (a login, an ISBN lookup) invalidates nothing', async () => {
    const client = clientWith(bookKeys.list({ page: 1 }))
    await run(client, 'isbn.lookup')
    expect(stale(client, bookKeys.list({ page: 1 }))).toBe(false)
  })

  it('every rule is used by a mutation hook or a caller, and invalidates something', () => {
    const src = fileURLToPath(new URL('..', import.meta.url))
    const text = sourceFiles(src)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n')
    for (const name of Object.keys(invalidation) as MutationName[]) {
      expect(invalidation[name].invalidates.length, name).toBeGreaterThan(0)
      expect(text.includes(`'${name}'`), `${name} is not used`).toBe(true)
    }
    expect(mutationKey('book.save')).toEqual(['book.save'])
  })

  it('no feature invalidates by hand after a mutation: the table is the one place', () => {
    const src = fileURLToPath(new URL('..', import.meta.url))
    // Not mutations: the payment's return page (the bank redirected here) and
    // a refused order (the server's cart differs), an avatar upload (XMLHttpRequest).
    const allowed = [
      'lib/query-client.ts',
      'app/routes/members/payment-callback.tsx',
      'app/routes/members/cart.tsx',
      'app/routes/members/profile.tsx',
    ]
    const offenders = sourceFiles(src)
      .filter((f) => readFileSync(f, 'utf8').includes('invalidateQueries('))
      .map((f) => relative(src, f).split('\\').join('/'))
      .filter((f) => !allowed.includes(f))
    expect(offenders).toEqual([])
  })
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    if (!/\.(ts|tsx)$/.test(name) || /\.test\.tsx?$/.test(name) || name.endsWith('.gen.ts')) return []
    return [path]
  })
}
