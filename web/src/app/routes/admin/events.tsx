import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { Pagination } from '@/components/pagination'
import { QueryError } from '@/components/query-error'
import { SearchField } from '@/components/search-field'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useNewParam } from '@/hooks/use-new-param'
import { usePageParam, useUrlSearchText } from '@/hooks/use-url-search-text'
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
import { adminEventKeys } from '@/features/admin-events/api/keys'
import { ImageUpload } from '@/features/images/components/image-upload'

const t = tr.adminEvents

/** /admin/etkinlikler: Etkinlik Yönetimi (panels.md "Admin Events"). */
export function AdminEventsPage() {
  useDocumentTitle(t.title)
  const [text, setText] = useUrlSearchText()
  const [params] = useSearchParams()
  const q = params.get('q') ?? ''
  const [page, setPage] = usePageParam()
  const list = useAdminEvents({ q, page })
  const [isNew, setNew] = useNewParam()
  const [editing, setEditing] = useState<AdminEvent | null>(null)
  const [deleting, setDeleting] = useState<AdminEvent | null>(null)
  const status = useSetEventStatus()
  const remove = useDeleteEvent()

  const queryClient = useQueryClient()

  useEffect(() => {
    if (list.isError) notify.error(t.loadError)
  }, [list.isError])

  // The last record of a later page was deleted: show the page before.
  const emptyLaterPage = page > 1 && list.data !== undefined && !list.isPlaceholderData && (list.data.items ?? []).length === 0
  useEffect(() => {
    if (emptyLaterPage) setPage(page - 1)
  }, [emptyLaterPage, page, setPage])

  function decide(event: AdminEvent, next: 'approved' | 'rejected') {
    status.mutate(
      { id: event.id, status: next },
      {
        onSuccess: () => notify.success(next === 'approved' ? t.approvedToast : t.rejectedToast),
        onError: (err) => notify.error(serverMessageOr(err, t.saveError)),
      },
    )
  }

  function confirmDelete() {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(t.deleted)
        setDeleting(null)
      },
      onError: (err) => {
        notify.error(serverMessageOr(err, t.deleteError))
        setDeleting(null)
      },
    })
  }

  const items = list.data?.items ?? []
  const formOpen = isNew || editing !== null

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-stone-900">{t.title}</h1>
          <p className="mt-1 text-stone-600">{t.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={() => {
            setEditing(null)
            setNew(true)
          }}
          className="rounded-md bg-amber-600 px-4 py-2 font-semibold text-white shadow-sm hover:bg-amber-700"
        >
          {t.newEvent}
        </button>
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
            <p className="mb-3 text-sm text-stone-600">{fmt(t.total, { n: list.data.total })}</p>
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((e) => (
                <AdminEventCard
                  key={e.id}
                  event={e}
                  busy={(status.isPending && status.variables?.id === e.id) || (remove.isPending && remove.variables === e.id)}
                  onEdit={() => {
                    setNew(false)
                    setEditing(e)
                  }}
                  onDelete={() => setDeleting(e)}
                  onApprove={() => decide(e, 'approved')}
                  onReject={() => decide(e, 'rejected')}
                />
              ))}
            </ul>
            <Pagination page={list.data.page} pageCount={Math.ceil(list.data.total / ADMIN_EVENTS_PAGE_SIZE)} onPageChange={setPage} />
          </>
        )}
      </div>

      {formOpen ? (
        <EventFormDialog
          key={editing?.id ?? 'new'}
          event={editing}
          onClose={() => {
            setEditing(null)
            if (isNew) setNew(false)
          }}
          renderImage={({ value, onChange, eventId }) => (
            // An admin's upload goes live at once; when editing it is tied to the event.
            <ImageUpload
              kind="event-image"
              label={t.image}
              value={value || null}
              onUploaded={(res) => {
                onChange(res.imageUrl)
                // Tied to a record, the upload already changed it: refresh the grid.
                if (eventId) void queryClient.invalidateQueries({ queryKey: adminEventKeys.lists() })
              }}
              onRemove={() => onChange('')}
              referenceId={eventId}
              referenceTable={eventId ? 'events' : undefined}
            />
          )}
        />
      ) : null}

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
