import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { privacyKeys } from '@/api/query-keys'
import { api, unwrap, type Schemas } from '@/lib/api-client'

export type Consent = Schemas['ConsentView']

/** GET /api/account/consent: the member's e-mail marketing consent. */
export async function getConsent(signal?: AbortSignal): Promise<Consent> {
  return unwrap(await api.GET('/api/account/consent', { signal }))
}

export function useConsent() {
  return useQuery(queryOptions({ queryKey: privacyKeys.consent(), queryFn: ({ signal }) => getConsent(signal) }))
}

/**
 * PUT /api/account/consent: a change is a row of the consent ledger. The
 * checkbox follows the click at once and goes back if the server refuses.
 */
export function useSetConsent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (marketingEmail: boolean) =>
      unwrap(await api.PUT('/api/account/consent', { body: { marketingEmail } })),
    onMutate: async (marketingEmail) => {
      // A profile refetch still in flight would otherwise land after the
      // change and put the old answer back.
      await queryClient.cancelQueries({ queryKey: privacyKeys.consent() })
      const before = queryClient.getQueryData<Consent>(privacyKeys.consent())
      if (before) queryClient.setQueryData(privacyKeys.consent(), { ...before, marketingEmail })
      return { before }
    },
    onError: (_err, _v, ctx) => {
      if (ctx?.before) queryClient.setQueryData(privacyKeys.consent(), ctx.before)
    },
    onSuccess: (data) => queryClient.setQueryData(privacyKeys.consent(), data),
  })
}
