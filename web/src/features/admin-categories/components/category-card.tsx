import { fmt } from '@/i18n'
import { CardActions, CardButton } from '@/components/admin/card-actions'
import { formatDate } from '@/lib/format'
import type { AdminCategory } from '../api/categories'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminCategories

/** One category of the grid: name, description (or 'Açıklama bulunmuyor.'), date, edit and delete. */
export function CategoryCard({
  category,
  active,
  busy,
  onEdit,
  onDelete,
}: {
  category: AdminCategory
  active: boolean
  busy: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <li
      data-testid="admin-category-card"
      className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${active ? 'border-amber-500 ring-2 ring-amber-200' : 'border-stone-200'}`}
    >
      <h3 className="font-serif text-lg font-bold text-stone-900">{category.name}</h3>
      <p
        className={`mt-2 flex-1 whitespace-pre-line text-sm ${category.description ? 'text-stone-700' : 'italic text-stone-500'}`}
      >
        {category.description || t.noDescription}
      </p>
      <p className="mt-3 text-xs text-stone-500">{fmt(t.createdAt, { date: formatDate(category.createdAt) })}</p>
      <CardActions>
        <CardButton
          tone="neutral"
          onClick={onEdit}
          aria-pressed={active}
          aria-label={fmt(t.editLabel, { name: category.name })}
        >
          {t.edit}
        </CardButton>
        <CardButton
          tone="delete"
          onClick={onDelete}
          disabled={busy}
          aria-label={fmt(t.deleteLabel, { name: category.name })}
        >
          {t.delete}
        </CardButton>
      </CardActions>
    </li>
  )
}
