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
  ADMIN_EVENTS_PAGE_SIZE,
  useAdminEvents,
  useDeleteEvent,
  useSetEventStatus,
  type AdminEvent,
} from '@/features/admin-events/api/events'
import { AdminEventCard } from '@/features/admin-events/components/event-card'
import { EventFormDialog } from '@/features/admin-events/components/event-form-dialog'
import { useInvalidate } from '@/lib/query-client'
import { RecordImageUpload } from './record-image-upload'
import { trPanels } from '@/i18n/panels'

const t = trPanels.adminEvents

/** /admin/etkinlikler: Etkinlik Yönetimi, the admin's events. */
export function AdminEventsPage() {
  useDocumentTitle(t.title)
  const params = useListParams()
  const list = useAdminEvents({ q: params.q, page: params.page })
  const form = useRecordForm<AdminEvent>()
  const status = useSetEventStatus()
  const deletion = useConfirmedDelete<AdminEvent>(useDeleteEvent(), t)
  const invalidate = useInvalidate()

  useQueryErrorToast(list.isError, t.loadError)
  useLeaveEmptyPage(list, params.page, params.setPage, ADMIN_EVENTS_PAGE_SIZE)

  function decide(event: AdminEvent, next: 'approved' | 'rejected') {
    status.mutate(
      { id: event.id, status: next },
      {
        onSuccess: () => notify.success(next === 'approved' ? t.approvedToast : t.rejectedToast),
        onError: (err) => notify.error(serverMessageOr(err, t.saveError)),
      },
    )
  }

  return (
    <>
      <AdminListPage
        texts={t}
        action={<NewRecordButton onClick={form.openNew}>{t.newEvent}</NewRecordButton>}
        params={params}
        query={list}
        summary={(total) => <p className="mb-3 text-sm text-stone-600">{fmt(t.total, { n: total })}</p>}
      >
        {(items) => (
          <CardGrid>
            {items.map((e) => (
              <AdminEventCard
                key={e.id}
                event={e}
                busy={
                  (status.isPending && status.variables?.id === e.id) || (deletion.busy && deletion.target?.id === e.id)
                }
                onEdit={() => form.openEdit(e)}
                onDelete={() => deletion.ask(e)}
                onApprove={() => decide(e, 'approved')}
                onReject={() => decide(e, 'rejected')}
              />
            ))}
          </CardGrid>
        )}
      </AdminListPage>

      {form.isOpen ? (
        <EventFormDialog
          key={form.editing?.id ?? 'new'}
          event={form.editing}
          onClose={form.close}
          renderImage={(slot) => (
            <RecordImageUpload
              {...slot}
              kind="event-image"
              table="events"
              label={t.image}
              onLinkedUpload={() => invalidate('event.linkedImage')}
            />
          )}
        />
      ) : null}

      <DeleteConfirmDialog texts={t} deletion={deletion} />
    </>
  )
}
