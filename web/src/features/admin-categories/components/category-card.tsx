import { fmt } from '@/i18n'
import { AdminListCard, editDeleteActions } from '@/components/admin/card-actions'
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
    <AdminListCard
      testId="admin-category-card"
      highlighted={active}
      actions={editDeleteActions(t, { name: category.name }, { onEdit, onDelete, busy, editing: active })}
    >
      <h3 className="font-serif text-lg font-bold text-stone-900">{category.name}</h3>
      <p
        className={`mt-2 flex-1 whitespace-pre-line text-sm ${category.description ? 'text-stone-700' : 'italic text-stone-500'}`}
      >
        {category.description || t.noDescription}
      </p>
      <p className="mt-3 text-xs text-stone-500">{fmt(t.createdAt, { date: formatDate(category.createdAt) })}</p>
    </AdminListCard>
  )
}
