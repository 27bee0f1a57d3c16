import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { Pagination } from '@/components/pagination'
import { QueryError } from '@/components/query-error'
import { SearchField } from '@/components/search-field'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageParam, useUrlSearchText } from '@/hooks/use-url-search-text'
import { notify } from '@/lib/notify'
import { useCurrentUser } from '@/features/auth/api/get-me'
import { MEMBERS_PAGE_SIZE, useMembers } from '@/features/admin-members/api/get-members'
import type { Member } from '@/features/admin-members/api/types'
import { MemberDetailDialog } from '@/features/admin-members/components/member-detail-dialog'
import { MembersTable } from '@/features/admin-members/components/members-table'

const m = tr.adminMembers

/**
 * /admin/uyeler?q=&sayfa= (panels.md 'Admin Members'): profiles searched by
 * name or e-mail and paged on the server, a role dropdown per row and a
 * detail modal.
 */
export function AdminMembersPage() {
  useDocumentTitle(m.title)
  const { user } = useCurrentUser()
  const [params] = useSearchParams()
  const [text, setText] = useUrlSearchText('q')
  const q = (params.get('q') ?? '').trim()
  const [page, setPage] = usePageParam()
  const members = useMembers({ q, page, pageSize: MEMBERS_PAGE_SIZE })
  const data = members.data
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  const [selected, setSelected] = useState<Member | null>(null)

  useEffect(() => {
    if (members.isError) notify.error(m.loadError)
  }, [members.isError])

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{m.title}</h1>
      <p className="mt-1 text-stone-600">{m.subtitle}</p>

      <SearchField
        className="mt-6 max-w-md"
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={text}
        onChange={setText}
      />

      <div className="mt-6" aria-busy={members.isFetching || undefined}>
        {members.isPending ? (
          <Spinner />
        ) : members.isError && !data ? (
          <QueryError error={members.error} onRetry={() => void members.refetch()} />
        ) : data && data.items.length === 0 ? (
          <EmptyState title={q ? m.emptySearch : m.empty} />
        ) : data ? (
          <>
            <p role="status" className="mb-3 text-sm text-stone-600">
              {fmt(m.resultCount, { n: data.total })}
            </p>
            <div className={members.isPlaceholderData ? 'opacity-60' : undefined}>
              <MembersTable members={data.items} currentUserId={user?.id} onView={setSelected} />
            </div>
            <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
          </>
        ) : null}
      </div>

      {selected ? <MemberDetailDialog member={selected} onClose={() => setSelected(null)} /> : null}
    </section>
  )
}
