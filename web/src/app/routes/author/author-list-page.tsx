import { Fragment, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { fmt } from '@/i18n'
import { EmptyState } from '@/components/empty-state'
import { Pagination } from '@/components/pagination'
import { QueryState } from '@/components/query-state'
import { SearchField } from '@/components/search-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageParam, useUrlSearchText } from '@/hooks/use-url-search-text'
import { useAuthorMe } from '@/features/author-panel/api/profile'
import { PanelTitle } from '@/features/author-panel/components/panel-title'
import { AuthorStatusBanner } from './author-status-banner'
import { Button } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'

/** The texts of a list page; trPanels.authorPanel.books and trPanels.authorPanel.events both have them. */
export type AuthorListTexts = Record<
  | 'title'
  | 'subtitle'
  | 'add'
  | 'searchLabel'
  | 'searchPlaceholder'
  | 'noResults'
  | 'empty'
  | 'emptyText'
  | 'formAddTitle'
  | 'formEditTitle',
  string
>

/** One page of the author's records, as the author list endpoints return it. */
type ListPage<T> = { items: T[]; page: number; pageSize: number; total: number }

/** What the add/edit form reports back to the page. */
export type AuthorFormCallbacks<T> = {
  onSaved: (saved: T, created: boolean) => void
  onCancel: () => void
}

/** Dialog state: closed, a new record, or one of the author's records. */
type Editing<T> = null | { item: T | null }

/**
 * The books and events pages of the author panel are the same page with
 * another card and form, so they share this frame: the title with the add
 * button (disabled until the profile is approved), the status banner, the
 * search box bound to ?q, the paged card grid and the add/edit dialog.
 * ?yeni=1 (the dashboard's quick action) opens the add form once adding is allowed.
 */
export function AuthorListPage<T extends { id: string }, K extends QueryKey>({
  texts,
  listQuery,
  renderCard,
  renderForm,
}: {
  texts: AuthorListTexts
  /** The query of one page of records for the search text and page number. */
  listQuery: (params: { q: string; page: number }) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, K>
  renderCard: (item: T, onEdit: () => void) => ReactNode
  /** The form for a new record (null) or an existing one. */
  renderForm: (item: T | null, callbacks: AuthorFormCallbacks<T>) => ReactNode
}) {
  useDocumentTitle(texts.title)
  const [params, setParams] = useSearchParams()
  const [text, setText] = useUrlSearchText('q')
  const [page, setPage] = usePageParam()
  const me = useAuthorMe()
  const canAdd = me.data?.author?.approved === true
  const q = params.get('q') ?? ''
  const list = useQuery(listQuery({ q, page }))
  const [editing, setEditing] = useState<Editing<T>>(null)

  const wantsNew = params.get('yeni') === '1'
  const dialog: Editing<T> = editing ?? (wantsNew && canAdd ? { item: null } : null)

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
    <Button type="button" disabled={!canAdd} onClick={() => setEditing({ item: null })} className="shadow-sm">
      {texts.add}
    </Button>
  )

  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <PanelTitle title={texts.title} subtitle={texts.subtitle} action={addButton} />
      <AuthorStatusBanner me={me.data} />
      <SearchField
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        value={text}
        onChange={setText}
        className="max-w-md"
      />

      <QueryState
        query={list}
        isEmpty={(data) => data.items.length === 0}
        empty={
          q !== '' ? (
            <EmptyState title={texts.noResults} />
          ) : (
            <EmptyState title={texts.empty} text={texts.emptyText} action={addButton} />
          )
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-stone-600">{fmt(trPanels.authorPanel.common.total, { n: data.total })}</p>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {data.items.map((item) => (
                <Fragment key={item.id}>{renderCard(item, () => setEditing({ item }))}</Fragment>
              ))}
            </div>
            {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
          </>
        )}
      </QueryState>

      {dialog ? (
        <ModalDialog
          title={dialog.item ? texts.formEditTitle : texts.formAddTitle}
          closeLabel={trPanels.authorPanel.common.close}
          onClose={close}
          size="lg"
        >
          {/* The key gives each record (and a new one) a fresh form. */}
          <Fragment key={dialog.item?.id ?? 'new'}>
            {renderForm(dialog.item, {
              // A new record stays open as an edit, so its image can be added at once.
              onSaved: (saved, created) => (created ? setEditing({ item: saved }) : close()),
              onCancel: close,
            })}
          </Fragment>
        </ModalDialog>
      ) : null}
    </div>
  )
}
