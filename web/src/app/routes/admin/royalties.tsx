import { useParams } from 'react-router'
import { AdminPageHeading } from '@/components/admin/page-heading'
import { QueryError } from '@/components/query-error'
import { QueryState } from '@/components/query-state'
import { SearchField } from '@/components/search-field'
import { ButtonLink } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { ADMIN_AUTHORS_PAGE_SIZE, useAdminAuthors } from '@/features/admin-authors/api/authors'
import { Pagination } from '@/components/pagination'
import { useListParams } from '@/hooks/use-list-params'
import { fmt } from '@/i18n'
import { useAuthorRoyalty } from '@/features/royalties/api/royalties'
import { AuthorRateForm } from '@/features/royalties/components/author-rate-form'
import { BookRates } from '@/features/royalties/components/book-rates'
import { StatementsPanel } from '@/features/royalties/components/statements-panel'
import { isNotFound } from '@/lib/errors'
import { paths } from '@/lib/paths'
import { NotFoundPage } from '../not-found'
import { trPanels } from '@/i18n/panels'

const t = trPanels.royalties

/**
 * /admin/telif: pick an author to set their rates and issue their statements.
 * Every author is reachable: the list is paged (q, sayfa in the URL) with its count.
 */
export function AdminRoyaltiesPage() {
  useDocumentTitle(t.adminTitle)
  const { text, setText, q, page, setPage } = useListParams()
  const authors = useAdminAuthors({ q, page })
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <AdminPageHeading title={t.adminTitle} subtitle={t.adminSubtitle} />
      <SearchField
        label={t.searchAuthors}
        placeholder={t.searchAuthors}
        value={text}
        onChange={setText}
        className="max-w-md"
      />
      <p className="text-sm text-stone-600">{t.chooseAuthor}</p>
      <QueryState
        query={authors}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="text-sm text-stone-600">{t.noAuthors}</p>}
      >
        {(data) => (
          <>
            <p className="text-sm text-stone-600">{fmt(t.authorCount, { n: data.total })}</p>
            <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white shadow-sm">
              {data.items.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <span className="font-medium text-stone-900">{a.name}</span>
                  <ButtonLink to={paths.adminRoyaltyAuthor(a.id)} variant="secondary" size="sm">
                    {`${a.name} — ${t.adminNav}`}
                  </ButtonLink>
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              pageCount={Math.ceil(data.total / ADMIN_AUTHORS_PAGE_SIZE)}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryState>
    </section>
  )
}

/** /admin/telif/:id: one author's rate and period, their books' overrides and their statements. */
export function AdminRoyaltyAuthorPage() {
  const { id = '' } = useParams()
  const settings = useAuthorRoyalty(id)
  useDocumentTitle(settings.data ? `${t.adminTitle} — ${settings.data.authorName}` : t.adminTitle)
  if (settings.isPending) return <Spinner />
  if (settings.isError) {
    if (isNotFound(settings.error)) return <NotFoundPage />
    return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
  }
  const s = settings.data
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <ButtonLink to={paths.adminRoyalties()} variant="link">
        ← {t.backToList}
      </ButtonLink>
      <AdminPageHeading title={`${t.adminTitle}: ${s.authorName}`} subtitle={t.adminSubtitle} />
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <AuthorRateForm key={`${s.rate?.label ?? ''}${s.period}`} settings={s} />
        </section>
        <section aria-labelledby="book-rates" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 id="book-rates" className="font-semibold text-stone-900">
            {t.booksTitle}
          </h2>
          <p className="mb-2 text-xs text-stone-500">{t.booksHint}</p>
          <BookRates books={s.books} />
        </section>
      </div>
      <section aria-labelledby="statements" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id="statements" className="mb-3 font-semibold text-stone-900">
          {t.statementsTitle}
        </h2>
        <StatementsPanel authorId={s.authorId} />
      </section>
    </div>
  )
}
