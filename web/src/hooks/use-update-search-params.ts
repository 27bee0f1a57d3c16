import { useCallback } from 'react'
import { useSearchParams, type NavigateOptions } from 'react-router'

/**
 * The last search written and not yet rendered: `from` is the rendered
 * search it was built on, `to` what was written. Shared by every caller, so
 * the search box and a list's filters build on each other's writes.
 */
let pending: { from: string; to: string } | null = null

/**
 * Updates some search params and keeps the others. React Router hands a
 * functional update the params of the last render, so two writes before the
 * next render (two filters chosen quickly, the search box's delayed write
 * landing just after a filter) would each start from the old URL and the
 * second would drop the first. Here a write starts from the previous write
 * while the render still shows the URL that write was built on.
 */
export function useUpdateSearchParams() {
  const [params, setParams] = useSearchParams()
  const rendered = params.toString()
  return useCallback(
    (update: (p: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(pending?.from === rendered ? pending.to : rendered)
      update(next)
      pending = { from: rendered, to: next.toString() }
      setParams(next, options)
    },
    [rendered, setParams],
  )
}
