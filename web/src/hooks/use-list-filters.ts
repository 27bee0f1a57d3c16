import { useSearchParams } from 'react-router'
import { useUpdateSearchParams } from './use-update-search-params'

/**
 * A list's filters kept in the URL and applied by the server: `pick` reads
 * a parameter that must be one of `known` ('' for anything else: an unknown
 * value is no filter), `matching` one that must pass `ok`, and `set` writes
 * one (empty removes it) and goes back to the first page.
 */
export function useListFilters() {
  const [params] = useSearchParams()
  const update = useUpdateSearchParams()
  const matching = (key: string, ok: (v: string) => boolean) => {
    const v = params.get(key) ?? ''
    return ok(v) ? v : ''
  }
  const pick = <T extends string>(key: string, known: readonly T[]): T | '' =>
    matching(key, (v) => (known as readonly string[]).includes(v)) as T | ''
  const set = (key: string, value: string) =>
    update(
      (next) => {
        if (value) next.set(key, value)
        else next.delete(key)
        next.delete('sayfa')
      },
      { replace: true },
    )
  return { pick, matching, set }
}
