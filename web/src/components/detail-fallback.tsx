import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { EmptyState } from '@/components/empty-state'
import { QueryError } from '@/components/query-error'
import { ButtonLink } from '@/components/ui/button'
import { DetailSkeleton } from '@/components/ui/skeleton'
import { isNotFound } from '@/lib/errors'

/** The texts of a record page's 'not found' state and its way back to the list. */
export type NotFoundTexts = { title: string; text: string; backTo: string; backLabel: string }

/**
 * What a record's page (/kitap/:id, /yazar/:id, /etkinlik/:id) shows in place
 * of the record: a skeleton while it loads, 'not found' as the page's h1 with
 * a way back, or the error with a retry. Null once the record is there
 * (callers write `if (fallback || !query.data) return fallback`, which also
 * narrows the data for TypeScript).
 */
export function detailFallback(query: UseQueryResult<unknown>, notFound: NotFoundTexts): ReactNode {
  if (query.isPending) return <DetailSkeleton />
  if (query.isError && isNotFound(query.error)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          as="h1"
          title={notFound.title}
          text={notFound.text}
          action={
            <ButtonLink to={notFound.backTo} size="lg">
              {notFound.backLabel}
            </ButtonLink>
          }
        />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    )
  }
  return null
}
