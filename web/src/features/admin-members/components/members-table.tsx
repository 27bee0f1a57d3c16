import { fmt } from '@/i18n'
import { AdminTable } from '@/components/admin/admin-table'
import { formatDate } from '@/lib/format'
import type { Member } from '../api/types'
import { BreakableEmail } from '@/components/breakable-email'
import { MemberAvatar } from './member-avatar'
import { RoleBadge } from './role-badge'
import { RoleSelect } from './role-select'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminMembers

/** The members table of /admin/uyeler; `currentUserId` marks the signed-in admin's row. */
export function MembersTable({
  members,
  currentUserId,
  onView,
}: {
  members: Member[]
  currentUserId?: string
  onView: (member: Member) => void
}) {
  return (
    <AdminTable
      label={m.tableLabel}
      columns={[
        { label: m.colMember },
        { label: m.colEmail },
        { label: m.colRole },
        { label: m.colRegistered },
        { label: m.colActions, align: 'right' },
      ]}
    >
      {members.map((member) => (
        <tr key={member.id} data-testid="admin-member-row">
          <td className="px-3 py-3">
            <div className="flex items-center gap-3">
              <MemberAvatar name={member.displayName} url={member.avatarUrl} />
              <span className="text-sm font-medium text-stone-900">{member.displayName}</span>
              {member.id === currentUserId ? (
                <span className="rounded bg-stone-800 px-1.5 py-0.5 text-[10px] font-semibold text-white">{m.you}</span>
              ) : null}
            </div>
          </td>
          <td className="px-3 py-3 text-sm break-words text-stone-700">
            <BreakableEmail email={member.email} />
          </td>
          <td className="px-3 py-3">
            <RoleBadge role={member.role} />
          </td>
          <td className="px-3 py-3 text-sm whitespace-nowrap text-stone-600">
            <time dateTime={member.createdAt}>{formatDate(member.createdAt)}</time>
          </td>
          <td className="px-3 py-3">
            <div className="flex items-center justify-end gap-2">
              <RoleSelect member={member} />
              <Button
                variant="bare"
                onClick={() => onView(member)}
                aria-label={fmt(m.viewLabel, { name: member.displayName })}
                className="rounded-md border border-stone-300 bg-white px-2.5 py-1 text-xs font-semibold text-stone-700 hover:border-amber-500 hover:text-amber-700"
              >
                {m.view}
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}
