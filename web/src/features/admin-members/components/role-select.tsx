import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { fmt } from '@/i18n'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useSetMemberRole } from '../api/set-role'
import { MEMBER_ROLES, type Member, type MemberRole } from '../api/types'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminMembers

/**
 * The per-row role dropdown (user, author, admin). Choosing a role asks
 * first (making someone admin must not be one slip away); the select shows
 * the chosen role while it asks and saves. Cancelling, or the server refusing
 * (own admin role, the last admin) with its message shown, puts the select
 * back to the saved role.
 */
export function RoleSelect({ member }: { member: Member }) {
  const setRole = useSetMemberRole()
  const [choice, setChoice] = useState<MemberRole | null>(null)

  async function save(role: MemberRole) {
    try {
      await setRole.mutateAsync({ id: member.id, role })
      notify.success(m.roleUpdated)
    } catch (err) {
      notify.error(serverMessageOr(err, m.roleError))
    } finally {
      setChoice(null)
    }
  }

  return (
    <>
      <select
        value={choice ?? member.role}
        disabled={choice !== null}
        aria-busy={setRole.isPending || undefined}
        aria-label={fmt(m.roleSelectLabel, { name: member.displayName })}
        onChange={(e) => {
          const role = e.target.value as MemberRole
          if (role !== member.role && choice === null) setChoice(role)
        }}
        className="rounded-md border border-stone-300 bg-white py-1 pr-8 pl-2 text-sm text-stone-900 shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200 disabled:opacity-60"
      >
        {MEMBER_ROLES.map((r) => (
          <option key={r} value={r}>
            {m.roles[r]}
          </option>
        ))}
      </select>
      {choice !== null && (
        <ConfirmDialog
          title={m.roleConfirmTitle}
          message={
            <>
              {fmt(m.roleConfirmMessage, {
                name: member.displayName,
                from: m.roles[member.role],
                to: m.roles[choice],
              })}
              {choice === 'admin' && <> {m.roleConfirmAdmin}</>}
            </>
          }
          confirmLabel={m.roleConfirm}
          cancelLabel={m.roleCancel}
          closeLabel={null}
          busy={setRole.isPending}
          busyLabel={m.roleSaving}
          onConfirm={() => void save(choice)}
          onCancel={() => setChoice(null)}
        />
      )}
    </>
  )
}
