import { MutationCache, QueryClient, useQueryClient, type Mutation } from '@tanstack/react-query'
import { invalidation, invalidationRule, type InvalidationRule, type MutationName } from '@/api/invalidation'
import { ApiError } from './api-client'

/**
 * The one place that applies src/api/invalidation.ts: after a mutation the
 * queries its entry lists go stale (mounted ones refetch), or, for an entry
 * that says so, those not on screen are dropped. Returning the promise holds
 * the mutation until the mounted ones have refetched, unless the entry runs
 * in the background.
 */
function invalidateKeys(client: QueryClient, rule: InvalidationRule) {
  return Promise.all(
    rule.invalidates.map((queryKey) => {
      if (rule.dropUnshown) client.removeQueries({ queryKey, type: 'inactive' })
      return client.invalidateQueries({ queryKey })
    }),
  )
}

function invalidateAfter(
  client: QueryClient,
  mutation: Mutation<unknown, unknown, unknown, unknown>,
  phase: 'success' | 'settled',
) {
  const rule = invalidationRule(mutation.options.mutationKey)
  if (!rule || (rule.settled ? 'settled' : 'success') !== phase) return
  const done = invalidateKeys(client, rule)
  if (rule.background) return
  return done
}

/**
 * The same rules for a change that is not a mutation: an image upload tied to
 * a record (an XMLHttpRequest, for its progress) changes that record. The
 * refetches run behind the caller.
 */
export function useInvalidate(): (name: MutationName) => void {
  const client = useQueryClient()
  return (name) => void invalidateKeys(client, invalidation[name])
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => invalidateAfter(client, mutation, 'success'),
      onSettled: (_data, _error, _variables, _context, mutation) => invalidateAfter(client, mutation, 'settled'),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          // A 4xx will not get better by asking again.
          if (error instanceof ApiError && error.status < 500) return false
          return failureCount < 2
        },
      },
      mutations: { retry: false },
    },
  })
  return client
}
