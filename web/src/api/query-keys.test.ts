import * as keys from './query-keys'

/** Every factory of query-keys.ts: an object with an `all` root. */
const factories = Object.entries(keys as Record<string, unknown>).flatMap(([name, f]) =>
  typeof f === 'object' && f !== null && 'all' in f ? [[name, f as { all: readonly string[] }] as const] : [],
)

describe('query keys', () => {
  it('has a factory per resource, each with its own root', () => {
    const roots = factories.map(([, f]) => f.all.join('/'))
    expect(new Set(roots).size).toBe(roots.length)
    expect(factories.map(([name]) => name)).toEqual(
      expect.arrayContaining(['bookKeys', 'authorKeys', 'eventKeys', 'orderKeys', 'memberKeys', 'cartKeys']),
    )
    expect(factories.map(([name]) => name)).toEqual(
      expect.arrayContaining(['favoriteKeys', 'pageKeys', 'imageKeys', 'mailKeys', 'dashboardKeys', 'categoryKeys']),
    )
  })

  it('puts every key of a resource under its root, so invalidating .all reaches them', () => {
    expect(keys.bookKeys.list({ q: 'x' }).slice(0, 1)).toEqual(keys.bookKeys.all)
    expect(keys.eventKeys.detail('e1').slice(0, 1)).toEqual(keys.eventKeys.all)
    expect(keys.authorOptionKeys.list('ay').slice(0, 1)).toEqual(keys.authorOptionKeys.all)
    expect(keys.categoryKeys.adminList('').slice(0, 1)).toEqual(keys.categoryKeys.all)
    expect(keys.authorPanelKeys.book('b1').slice(0, 2)).toEqual([...keys.authorPanelKeys.books()])
  })
})
