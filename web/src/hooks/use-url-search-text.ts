import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useUpdateSearchParams } from './use-update-search-params'

/**
 * A search box bound to a URL search param. Typing updates the URL after
 * `delay` ms with a replace (not a push) and drops the page param; a URL
 * change from outside (Back, the header search) refills the box.
 */
export function useUrlSearchText(name = 'q', pageParam = 'sayfa', delay = 300) {
  const [params] = useSearchParams()
  const update = useUpdateSearchParams()
  const urlValue = params.get(name) ?? ''
  const [text, setText] = useState(urlValue)
  const written = useRef(urlValue)

  useEffect(() => {
    if (urlValue !== written.current) {
      written.current = urlValue
      setText(urlValue)
    }
  }, [urlValue])

  useEffect(() => {
    const next = text.trim()
    if (next === written.current) return
    const t = setTimeout(() => {
      written.current = next
      update(
        (p) => {
          if (next) p.set(name, next)
          else p.delete(name)
          p.delete(pageParam)
        },
        { replace: true },
      )
    }, delay)
    return () => clearTimeout(t)
  }, [text, name, pageParam, delay, update])

  return [text, setText] as const
}

/** The 1-based page from the URL (invalid or missing values give 1). */
export function pageFromParams(params: URLSearchParams, name = 'sayfa'): number {
  const n = Number.parseInt(params.get(name) ?? '', 10)
  return Number.isFinite(n) && n > 0 ? n : 1
}

/** The page number in the URL and a setter that writes it (page 1 drops the param) and scrolls up. */
export function usePageParam(name = 'sayfa'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams()
  const setPage = (n: number) => {
    setParams((prev) => {
      const p = new URLSearchParams(prev)
      if (n > 1) p.set(name, String(n))
      else p.delete(name)
      return p
    })
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }
  return [pageFromParams(params, name), setPage]
}
