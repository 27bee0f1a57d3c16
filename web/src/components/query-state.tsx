import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { QueryError } from './query-error'
import { Spinner } from './ui/spinner'

/**
 * The loading / error / empty / data ladder every screen that reads a query
 * draws: a spinner (or `loading`) while the first answer is on its way, the
 * error with a retry, `empty` when `isEmpty` says the answer has nothing to
 * show, else `children` with the data.
 */
export function QueryState<T>({
  query,
  children,
  loading = <Spinner />,
  errorMessage,
  errorClassName,
  isEmpty,
  empty = null,
  keepDataOnError = false,
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
  loading?: ReactNode
  /** The screen's own wording of a failed load (else the error's message); a function words it from the error. */
  errorMessage?: string | ((error: Error) => string)
  /** Wraps the error in a div with this class (its spacing on the page). */
  errorClassName?: string
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  /** A list that keeps its previous page: a failed refetch leaves the shown data in place. */
  keepDataOnError?: boolean
}) {
  if (query.isPending) return <>{loading}</>
  if (query.isError && !(keepDataOnError && query.data !== undefined)) {
    const message = typeof errorMessage === 'function' ? errorMessage(query.error) : errorMessage
    const error = <QueryError error={query.error} message={message} onRetry={() => void query.refetch()} />
    return errorClassName ? <div className={errorClassName}>{error}</div> : error
  }
  const data = query.data as T
  if (isEmpty?.(data)) return <>{empty}</>
  return <>{children(data)}</>
}
