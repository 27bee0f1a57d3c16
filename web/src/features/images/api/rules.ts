import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import { kindRulesOf, type ImageKind, type ImageRules, type KindRules } from '../kinds'
import { imageKeys } from '@/api/query-keys'

/** GET /api/images/rules: the upload limits the server enforces, per kind. */
export async function getImageRules(signal?: AbortSignal): Promise<ImageRules> {
  return unwrap(await api.GET('/api/images/rules', { signal }))
}

/** The rules change only with the server's version: asked once per visit. */
export const imageRulesQueryOptions = () =>
  queryOptions({
    queryKey: imageKeys.rules(),
    queryFn: ({ signal }) => getImageRules(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  })

/** One kind's rules; undefined until the server has answered. */
export function useKindRules(kind: ImageKind): KindRules | undefined {
  const rules = useQuery(imageRulesQueryOptions())
  return rules.data ? kindRulesOf(rules.data, kind) : undefined
}
