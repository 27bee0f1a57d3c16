import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { searchKeys } from '@/api/query-keys'
import type { Suggestions } from './types'

/** Queries shorter than this get no suggestions (the server answers empty lists too). */
export const MIN_SUGGEST_LENGTH = 2

/** GET /api/search/suggest?q=: at most 5 books and 5 authors. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  return unwrap(await api.GET('/api/search/suggest', { params: { query: { q } }, signal }))
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.suggest(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.length >= MIN_SUGGEST_LENGTH,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  })

export function useSuggestions(q: string) {
  return useQuery(suggestionsQueryOptions(q))
}
