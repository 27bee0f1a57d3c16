import type { RouteObject } from 'react-router'
import { routePatterns } from '@/lib/paths'
import { routes } from './router'

/** The full path of every page route: index routes take their parent's path; '*' (not found) is left out. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((r) => {
    if (r.path === '*') return []
    const path = r.path === undefined ? parent : r.path.startsWith('/') ? r.path : `${parent}/${r.path}`
    const own = r.index ? [path || '/'] : r.path !== undefined && !r.children ? [path] : []
    // A route with both a path and children (the /admin and /yazar layouts) is a page only through its index.
    return [...own, ...pagePaths(r.children ?? [], path)]
  })
}

describe('router', () => {
  it('registers exactly the routes of web/paths.json', () => {
    const registered = pagePaths(routes)
    expect(new Set(registered).size).toBe(registered.length)
    expect([...registered].sort()).toEqual(Object.values(routePatterns).sort())
  })
})
