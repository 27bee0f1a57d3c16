import { useSearchParams } from 'react-router'
import { usePageParam, useUrlSearchText } from './use-url-search-text'

/**
 * The search box and the page of a server-searched, paged list, both kept in
 * the URL (`q`, `sayfa`): `text` is what the box shows (written to the URL
 * after a pause), `q` the trimmed search the list is asked for.
 */
export function useListParams() {
  const [params] = useSearchParams()
  const [text, setText] = useUrlSearchText()
  const [page, setPage] = usePageParam()
  const q = (params.get('q') ?? '').trim()
  return { text, setText, q, page, setPage }
}

export type ListParams = ReturnType<typeof useListParams>
