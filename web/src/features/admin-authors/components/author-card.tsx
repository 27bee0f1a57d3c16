import { useMemo } from 'react'
import { fmt } from '@/i18n'
import { CardActions, CardButton } from '@/components/admin/card-actions'
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
    <li
      data-testid="admin-author-card"
      className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
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
      <CardActions>
        <CardButton tone="neutral" onClick={onEdit} aria-label={fmt(t.editLabel, { name: author.name })}>
          {t.edit}
        </CardButton>
        <CardButton
          tone={author.approved ? 'unapprove' : 'approve'}
          onClick={onToggleApproval}
          disabled={busy}
          aria-label={fmt(author.approved ? t.unapproveLabel : t.approveLabel, { name: author.name })}
        >
          {author.approved ? t.unapprove : t.approve}
        </CardButton>
        <CardButton
          tone="delete"
          onClick={onDelete}
          disabled={busy}
          aria-label={fmt(t.deleteLabel, { name: author.name })}
        >
          {t.delete}
        </CardButton>
      </CardActions>
    </li>
  )
}
