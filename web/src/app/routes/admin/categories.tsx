import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { fmt } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { QueryState } from '@/components/query-state'
import { SearchField } from '@/components/search-field'
import { DeleteConfirmDialog } from '@/components/admin/delete-confirm-dialog'
import { CardGrid } from '@/components/admin/list-page'
import { AdminPageHeading } from '@/components/admin/page-heading'
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useQueryErrorToast } from '@/hooks/use-query-error-toast'
import { useUrlSearchText } from '@/hooks/use-url-search-text'
import { useAdminCategories, type AdminCategory } from '@/api/categories'
import { useDeleteCategory } from '@/features/admin-categories/api/categories'
import { CategoryCard } from '@/features/admin-categories/components/category-card'
import { CategoryForm } from '@/features/admin-categories/components/category-form'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminCategories

/** /admin/kategoriler: Kategori Yönetimi: inline form, search, card grid. */
export function AdminCategoriesPage() {
  useDocumentTitle(t.title)
  const [text, setText] = useUrlSearchText()
  const [params] = useSearchParams()
  const q = params.get('q') ?? ''
  const list = useAdminCategories(q)
  const [editing, setEditing] = useState<AdminCategory | null>(null)
  // The inline form leaves a category that is deleted while being edited.
  const deletion = useConfirmedDelete<AdminCategory>(useDeleteCategory(), t, (deleted) =>
    setEditing((current) => (current?.id === deleted.id ? null : current)),
  )

  useQueryErrorToast(list.isError, t.loadError)

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <AdminPageHeading title={t.title} subtitle={t.subtitle} />

      <div className="mt-6">
        <CategoryForm category={editing} onDone={() => setEditing(null)} />
      </div>

      <SearchField
        className="mt-6 max-w-md"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={text}
        onChange={setText}
      />

      <div className="mt-6">
        <QueryState
          query={list}
          isEmpty={(items) => items.length === 0}
          empty={<EmptyState title={q ? t.emptySearch : t.empty} />}
        >
          {(items) => (
            <>
              <p className="mb-3 text-sm text-stone-600">{fmt(t.total, { n: items.length })}</p>
              <CardGrid>
                {items.map((c) => (
                  <CategoryCard
                    key={c.id}
                    category={c}
                    active={editing?.id === c.id}
                    busy={deletion.busy && deletion.target?.id === c.id}
                    onEdit={() => {
                      setEditing(c)
                      window.scrollTo({ top: 0, behavior: 'smooth' })
                    }}
                    onDelete={() => deletion.ask(c)}
                  />
                ))}
              </CardGrid>
            </>
          )}
        </QueryState>
      </div>

      <DeleteConfirmDialog texts={t} deletion={deletion} />
    </section>
  )
}
