import { fmt } from '@/i18n'
import { DeleteConfirmDialog } from '@/components/admin/delete-confirm-dialog'
import { AdminListPage, CardGrid } from '@/components/admin/list-page'
import { NewRecordButton } from '@/components/admin/page-heading'
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useLeaveEmptyPage } from '@/hooks/use-leave-empty-page'
import { useListParams } from '@/hooks/use-list-params'
import { useQueryErrorToast } from '@/hooks/use-query-error-toast'
import { useRecordForm } from '@/hooks/use-record-form'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import {
  ADMIN_AUTHORS_PAGE_SIZE,
  useAdminAuthors,
  useDeleteAuthor,
  useSetAuthorApproval,
  type AdminAuthor,
} from '@/features/admin-authors/api/authors'
import { AdminAuthorCard } from '@/features/admin-authors/components/author-card'
import { AuthorFormDialog } from '@/features/admin-authors/components/author-form-dialog'
import { useInvalidate } from '@/lib/query-client'
import { RecordImageUpload } from './record-image-upload'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminAuthors

/** /admin/yazarlar: Yazar Yönetimi, the admin's authors. */
export function AdminAuthorsPage() {
  useDocumentTitle(t.title)
  const params = useListParams()
  const list = useAdminAuthors({ q: params.q, page: params.page })
  const form = useRecordForm<AdminAuthor>()
  const approval = useSetAuthorApproval()
  // The server refuses an author who has books; its message says why.
  const deletion = useConfirmedDelete<AdminAuthor>(useDeleteAuthor(), t)
  const invalidate = useInvalidate()

  useQueryErrorToast(list.isError, t.loadError)
  useLeaveEmptyPage(list, params.page, params.setPage, ADMIN_AUTHORS_PAGE_SIZE)

  function toggleApproval(author: AdminAuthor) {
    approval.mutate(
      { id: author.id, approved: !author.approved },
      {
        onSuccess: (saved) => notify.success(saved.approved ? t.approvedToast : t.unapprovedToast),
        onError: (err) => notify.error(serverMessageOr(err, t.actionError)),
      },
    )
  }

  return (
    <>
      <AdminListPage
        texts={t}
        action={<NewRecordButton onClick={form.openNew}>{t.newAuthor}</NewRecordButton>}
        params={params}
        query={list}
        summary={(total) => <p className="mb-3 text-sm text-stone-600">{fmt(t.total, { n: total })}</p>}
      >
        {(items) => (
          <CardGrid>
            {items.map((a) => (
              <AdminAuthorCard
                key={a.id}
                author={a}
                busy={
                  (approval.isPending && approval.variables?.id === a.id) ||
                  (deletion.busy && deletion.target?.id === a.id)
                }
                onEdit={() => form.openEdit(a)}
                onToggleApproval={() => toggleApproval(a)}
                onDelete={() => deletion.ask(a)}
              />
            ))}
          </CardGrid>
        )}
      </AdminListPage>

      {form.isOpen ? (
        <AuthorFormDialog
          key={form.editing?.id ?? 'new'}
          author={form.editing}
          onClose={form.close}
          renderPhoto={(slot) => (
            <RecordImageUpload
              {...slot}
              kind="author-photo"
              table="authors"
              label={t.photo}
              onLinkedUpload={() => invalidate('author.linkedPhoto')}
            />
          )}
        />
      ) : null}

      <DeleteConfirmDialog texts={t} deletion={deletion} />
    </>
  )
}
