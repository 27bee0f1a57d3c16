import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { QueryError } from '@/components/query-error'
import { SearchField } from '@/components/search-field'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useUrlSearchText } from '@/hooks/use-url-search-text'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useAdminCategories, useDeleteCategory, type AdminCategory } from '@/features/admin-categories/api/categories'
import { CategoryCard } from '@/features/admin-categories/components/category-card'
import { CategoryForm } from '@/features/admin-categories/components/category-form'

const t = tr.adminCategories

/** /admin/kategoriler: Kategori Yönetimi (panels.md "Admin Categories"): inline form, search, card grid. */
export function AdminCategoriesPage() {
  useDocumentTitle(t.title)
  const [text, setText] = useUrlSearchText()
  const [params] = useSearchParams()
  const q = params.get('q') ?? ''
  const list = useAdminCategories(q)
  const [editing, setEditing] = useState<AdminCategory | null>(null)
  const [deleting, setDeleting] = useState<AdminCategory | null>(null)
  const remove = useDeleteCategory()

  useEffect(() => {
    if (list.isError) notify.error(t.loadError)
  }, [list.isError])

  function confirmDelete() {
    if (!deleting) return
    const id = deleting.id
    remove.mutate(id, {
      onSuccess: () => {
        notify.success(t.deleted)
        if (editing?.id === id) setEditing(null)
        setDeleting(null)
      },
      onError: (err) => {
        notify.error(serverMessageOr(err, t.deleteError))
        setDeleting(null)
      },
    })
  }

  const items = list.data ?? []

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-serif text-3xl font-bold text-stone-900">{t.title}</h1>
      <p className="mt-1 text-stone-600">{t.subtitle}</p>

      <div className="mt-6">
        <CategoryForm category={editing} onDone={() => setEditing(null)} />
      </div>

      <SearchField className="mt-6 max-w-md" label={t.searchLabel} placeholder={t.searchPlaceholder} value={text} onChange={setText} />

      <div className="mt-6">
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title={q ? t.emptySearch : t.empty} />
        ) : (
          <>
            <p className="mb-3 text-sm text-stone-600">{fmt(t.total, { n: items.length })}</p>
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((c) => (
                <CategoryCard
                  key={c.id}
                  category={c}
                  active={editing?.id === c.id}
                  busy={remove.isPending && remove.variables === c.id}
                  onEdit={() => {
                    setEditing(c)
                    window.scrollTo({ top: 0, behavior: 'smooth' })
                  }}
                  onDelete={() => setDeleting(c)}
                />
              ))}
            </ul>
          </>
        )}
      </div>

      {deleting ? (
        <ConfirmDialog
          title={t.deleteTitle}
          message={t.deleteConfirm}
          confirmLabel={t.delete}
          cancelLabel={t.cancel}
          closeLabel={t.close}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  )
}
