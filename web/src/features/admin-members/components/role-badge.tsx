import type { MemberRole } from '../api/types'
import { trPanels } from '@/i18n/panels'

const tone: Record<MemberRole, string> = {
  user: 'bg-stone-100 text-stone-700',
  author: 'bg-blue-100 text-blue-800',
  admin: 'bg-amber-100 text-amber-900',
}

/** Kullanıcı / Yazar / Admin: the role's Turkish name. */
export function RoleBadge({ role }: { role: MemberRole }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone[role]}`}
    >
      {trPanels.adminMembers.roles[role]}
    </span>
  )
}
