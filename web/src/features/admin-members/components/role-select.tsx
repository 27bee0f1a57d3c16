import { useState } from 'react'
import { fmt, tr } from '@/i18n'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useSetMemberRole } from '../api/set-role'
import { MEMBER_ROLES, type Member, type MemberRole } from '../api/types'

const m = tr.adminMembers

/**
 * The per-row role dropdown (user, author, admin). It shows the chosen role
 * while saving; when the server refuses (own admin role, the last admin) its
 * message is shown and the select goes back to the saved role.
 */
export function RoleSelect({ member }: { member: Member }) {
  const setRole = useSetMemberRole()
  const [choice, setChoice] = useState<MemberRole | null>(null)

  async function change(role: MemberRole) {
    if (role === member.role || choice !== null) return
    setChoice(role)
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
    <select
      value={choice ?? member.role}
      disabled={choice !== null}
      aria-busy={choice !== null || undefined}
      aria-label={fmt(m.roleSelectLabel, { name: member.displayName })}
      onChange={(e) => void change(e.target.value as MemberRole)}
      className="rounded-md border border-stone-300 bg-white py-1 pr-8 pl-2 text-sm text-stone-900 shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200 disabled:opacity-60"
    >
      {MEMBER_ROLES.map((r) => (
        <option key={r} value={r}>
          {m.roles[r]}
        </option>
      ))}
    </select>
  )
}
