import { useState } from 'react'
import { fmt } from '@/i18n'
import { AdminListPage } from '@/components/admin/list-page'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useListParams } from '@/hooks/use-list-params'
import { useQueryErrorToast } from '@/hooks/use-query-error-toast'
import { useCurrentUser } from '@/features/auth/api/get-me'
import { MEMBERS_PAGE_SIZE, useMembers } from '@/features/admin-members/api/get-members'
import type { Member } from '@/features/admin-members/api/types'
import { MemberDetailDialog } from '@/features/admin-members/components/member-detail-dialog'
import { MembersTable } from '@/features/admin-members/components/members-table'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminMembers

/**
 * /admin/uyeler?q=&sayfa=: profiles searched by
 * name or e-mail and paged on the server, a role dropdown per row and a
 * detail modal.
 */
export function AdminMembersPage() {
  useDocumentTitle(m.title)
  const { user } = useCurrentUser()
  const params = useListParams()
  const members = useMembers({ q: params.q, page: params.page, pageSize: MEMBERS_PAGE_SIZE })
  const [selected, setSelected] = useState<Member | null>(null)

  useQueryErrorToast(members.isError, m.loadError)

  return (
    <>
      <AdminListPage
        texts={m}
        params={params}
        query={members}
        summary={(total) => (
          <p role="status" className="mb-3 text-sm text-stone-600">
            {fmt(m.resultCount, { n: total })}
          </p>
        )}
      >
        {(items) => <MembersTable members={items} currentUserId={user?.id} onView={setSelected} />}
      </AdminListPage>

      {selected ? <MemberDetailDialog member={selected} onClose={() => setSelected(null)} /> : null}
    </>
  )
}
