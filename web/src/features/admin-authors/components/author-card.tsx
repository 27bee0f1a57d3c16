import { useMemo } from 'react'
import { fmt, tr } from '@/i18n'
import { FallbackImage, PLACEHOLDER_PERSON } from '@/components/fallback-image'
import { formatDate } from '@/lib/format'
import { htmlExcerpt } from '@/lib/html-excerpt'
import type { AdminAuthor } from '../api/authors'

const t = tr.adminAuthors

export const actionBtn =
  'rounded-md border px-3 py-1.5 text-sm font-medium transition disabled:cursor-not-allowed disabled:opacity-50'

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
    <li data-testid="admin-author-card" className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
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
      <p className={`mt-4 flex-1 text-sm ${excerpt ? 'text-stone-700' : 'italic text-stone-500'}`}>{excerpt || t.noBiography}</p>
      <p className="mt-3 text-xs text-stone-500">
        {fmt(t.createdAt, { date: formatDate(author.createdAt) })} · {fmt(t.bookCount, { n: author.bookCount })}
        {author.hasUser ? ` · ${t.linkedAccount}` : ''}
      </p>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-4">
        <button
          type="button"
          onClick={onEdit}
          aria-label={fmt(t.editLabel, { name: author.name })}
          className={`${actionBtn} border-stone-300 text-stone-700 hover:border-amber-500 hover:text-amber-700`}
        >
          {t.edit}
        </button>
        <button
          type="button"
          onClick={onToggleApproval}
          disabled={busy}
          aria-label={fmt(author.approved ? t.unapproveLabel : t.approveLabel, { name: author.name })}
          className={`${actionBtn} ${
            author.approved
              ? 'border-amber-300 text-amber-800 hover:bg-amber-50'
              : 'border-green-600 bg-green-600 text-white hover:bg-green-700'
          }`}
        >
          {author.approved ? t.unapprove : t.approve}
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          aria-label={fmt(t.deleteLabel, { name: author.name })}
          className={`${actionBtn} ml-auto border-red-200 text-red-700 hover:bg-red-50`}
        >
          {t.delete}
        </button>
      </div>
    </li>
  )
}
