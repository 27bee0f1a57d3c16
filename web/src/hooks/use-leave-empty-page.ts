import { useEffect } from 'react'

interface PagedQuery {
  data?: { items: readonly unknown[]; total: number }
  isPlaceholderData: boolean
}

/**
 * A later page that comes back empty (its last record was deleted, or the
 * URL names a page past the end) moves to the last page that has records.
 */
export function useLeaveEmptyPage(list: PagedQuery, page: number, setPage: (page: number) => void, pageSize: number) {
  const total = list.data?.total ?? 0
  const empty = page > 1 && list.data !== undefined && !list.isPlaceholderData && list.data.items.length === 0
  useEffect(() => {
    if (empty) setPage(Math.max(1, Math.ceil(total / pageSize)))
  }, [empty, total, pageSize, setPage])
}
