import { useMemo } from 'react'
import { fmt } from '@/i18n'
import { AdminListCard, editDeleteActions } from '@/components/admin/card-actions'
import { FallbackImage, PLACEHOLDER_PERSON } from '@/components/fallback-image'
import { formatDate } from '@/lib/format'
import { htmlExcerpt } from '@/lib/html-excerpt'
import type { AdminAuthor } from '../api/authors'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminAuthors

/** One author of the grid: photo, name, status, a 150-character biography excerpt, date, actions. */
export function AdminAuthorCard({
  author,
  busy,
  onEdit,
  onToggleApproval,
  onDelete,
}: {
  author: AdminAuthor
  busy: boolean
  onEdit: () => void
  onToggleApproval: () => void
  onDelete: () => void
}) {
  const excerpt = useMemo(() => htmlExcerpt(author.biography, 150), [author.biography])
  return (
    <AdminListCard
      testId="admin-author-card"
      actions={editDeleteActions(t, { name: author.name }, { onEdit, onDelete, busy }, [
        {
          tone: author.approved ? 'unapprove' : 'approve',
          text: author.approved ? t.unapprove : t.approve,
          label: fmt(author.approved ? t.unapproveLabel : t.approveLabel, { name: author.name }),
          onClick: onToggleApproval,
          disabled: busy,
        },
      ])}
    >
      <div className="flex items-start gap-4">
        <FallbackImage
          src={author.photoUrl}
          fallback={PLACEHOLDER_PERSON}
          alt={fmt(t.photoAlt, { name: author.name })}
          className="h-16 w-16 shrink-0 rounded-full bg-stone-100 object-cover ring-2 ring-amber-100"
        />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-serif text-lg font-bold text-stone-900" title={author.name}>
            {author.name}
          </h2>
          <span
            className={`mt-1 inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              author.approved ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
            }`}
          >
            {author.approved ? t.approvedBadge : t.pendingBadge}
          </span>
        </div>
      </div>
      <p className={`mt-4 flex-1 text-sm ${excerpt ? 'text-stone-700' : 'italic text-stone-500'}`}>
        {excerpt || t.noBiography}
      </p>
      <p className="mt-3 text-xs text-stone-500">
        {fmt(t.createdAt, { date: formatDate(author.createdAt) })} · {fmt(t.bookCount, { n: author.bookCount })}
        {author.hasUser ? ` · ${t.linkedAccount}` : ''}
      </p>
    </AdminListCard>
  )
}
