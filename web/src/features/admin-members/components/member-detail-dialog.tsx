import { QueryState } from '@/components/query-state'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { formatDateTime } from '@/lib/format'
import { useMember } from '../api/get-member'
import type { Member } from '../api/types'
import { BreakableEmail } from '@/components/breakable-email'
import { MemberAvatar } from './member-avatar'
import { RoleBadge } from './role-badge'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminMembers

/** The member detail modal: name, e-mail, role, registration date, last update. */
export function MemberDetailDialog({ member: row, onClose }: { member: Member; onClose: () => void }) {
  const query = useMember(row.id, row)

  return (
    <ModalDialog
      title={m.detailTitle}
      onClose={onClose}
      closeLabel={m.close}
      footer={
        <Button onClick={onClose} variant="secondary">
          {m.close}
        </Button>
      }
    >
      <QueryState query={query} keepDataOnError>
        {(u) => (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <MemberAvatar name={u.displayName} url={u.avatarUrl} size="lg" />
            <dl className="min-w-0 flex-1 divide-y divide-stone-100">
              <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3 py-2 text-sm">
                <dt className="text-stone-500">{m.name}</dt>
                <dd className="font-medium text-stone-900">{u.fullName || u.displayName}</dd>
              </div>
              <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3 py-2 text-sm">
                <dt className="text-stone-500">{m.email}</dt>
                <dd className="break-words text-stone-900">
                  <BreakableEmail email={u.email} />
                </dd>
              </div>
              <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3 py-2 text-sm">
                <dt className="text-stone-500">{m.role}</dt>
                <dd>
                  <RoleBadge role={u.role} />
                </dd>
              </div>
              <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3 py-2 text-sm">
                <dt className="text-stone-500">{m.registered}</dt>
                <dd className="text-stone-900">
                  <time dateTime={u.createdAt}>{formatDateTime(u.createdAt)}</time>
                </dd>
              </div>
              <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3 py-2 text-sm">
                <dt className="text-stone-500">{m.updated}</dt>
                <dd className="text-stone-900">
                  <time dateTime={u.updatedAt}>{formatDateTime(u.updatedAt)}</time>
                </dd>
              </div>
            </dl>
          </div>
        )}
      </QueryState>
    </ModalDialog>
  )
}
