import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { fmt, tr } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { Pagination } from '@/components/pagination'
import { QueryError } from '@/components/query-error'
import { SearchField } from '@/components/search-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageParam, useUrlSearchText } from '@/hooks/use-url-search-text'
import { ImageUpload } from '@/features/images/components/image-upload'
import { AUTHOR_EVENTS_PAGE_SIZE, useAuthorEvents, type AuthorEvent } from '@/features/author-panel/api/events'
import { useAuthorMe } from '@/features/author-panel/api/profile'
import { AuthorEventCard } from '@/features/author-panel/components/event-card'
import { AuthorEventForm } from '@/features/author-panel/components/event-form'
import { PanelTitle } from '@/features/author-panel/components/panel-title'
import { AuthorStatusBanner } from './author-status-banner'

const b = tr.authorPanel.events

/** Dialog state: closed, a new event, or one of the author's events. */
type Editing = null | { event: AuthorEvent | null }

/** /yazar/etkinlikler: the author's own events with their status badges; ?yeni=1 opens the add form (the dashboard's quick action). */
export function AuthorEventsPage() {
  useDocumentTitle(b.title)
  const [params, setParams] = useSearchParams()
  const [text, setText] = useUrlSearchText('q')
  const [page, setPage] = usePageParam()
  const me = useAuthorMe()
  const canAdd = me.data?.author?.approved === true
  const list = useAuthorEvents({ q: params.get('q') ?? '', page, pageSize: AUTHOR_EVENTS_PAGE_SIZE })
  const [editing, setEditing] = useState<Editing>(null)

  const wantsNew = params.get('yeni') === '1'
  const dialog: Editing = editing ?? (wantsNew && canAdd ? { event: null } : null)

  function close() {
    setEditing(null)
    if (wantsNew)
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev)
          p.delete('yeni')
          return p
        },
        { replace: true },
      )
  }

  const addButton = (
    <button
      type="button"
      disabled={!canAdd}
      onClick={() => setEditing({ event: null })}
      className="rounded-md bg-amber-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-amber-700 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {b.add}
    </button>
  )

  const items = list.data?.items ?? []
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1
  const searching = (params.get('q') ?? '') !== ''

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <PanelTitle title={b.title} subtitle={b.subtitle} action={addButton} />
      <AuthorStatusBanner me={me.data} />
      <SearchField label={b.searchLabel} placeholder={b.searchPlaceholder} value={text} onChange={setText} className="max-w-md" />

      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} />
      ) : items.length === 0 ? (
        searching ? (
          <EmptyState title={b.noResults} />
        ) : (
          <EmptyState title={b.empty} text={b.emptyText} action={addButton} />
        )
      ) : (
        <>
          <p className="text-sm text-stone-600">{fmt(tr.authorPanel.common.total, { n: list.data.total })}</p>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((event) => (
              <AuthorEventCard key={event.id} event={event} onEdit={() => setEditing({ event })} />
            ))}
          </div>
          {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
        </>
      )}

      {dialog ? (
        <ModalDialog title={dialog.event ? b.formEditTitle : b.formAddTitle} closeLabel={tr.authorPanel.common.close} onClose={close} size="lg">
          <AuthorEventForm
            key={dialog.event?.id ?? 'new'}
            event={dialog.event}
            image={
              dialog.event ? (
                <ImageUpload
                  kind="event-image"
                  value={dialog.event.imageUrl}
                  referenceId={dialog.event.id}
                  referenceTable="events"
                  requiresApproval
                />
              ) : null
            }
            // A new event stays open as an edit, so its image can be added at once.
            onSaved={(saved, created) => (created ? setEditing({ event: saved }) : close())}
            onCancel={close}
          />
        </ModalDialog>
      ) : null}
    </div>
  )
}

export default AuthorEventsPage
