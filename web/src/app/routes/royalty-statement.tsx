import { Navigate, useParams } from 'react-router'
import { Button, ButtonLink, buttonClass } from '@/components/ui/button'
import { FullPageSpinner, Spinner } from '@/components/ui/spinner'
import { QueryError } from '@/components/query-error'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useCurrentUser } from '@/features/auth/api/get-me'
import { statementPdfUrl, useStatement } from '@/features/royalties/api/royalties'
import { StatementDocument } from '@/features/royalties/components/statement-document'
import { isNotFound } from '@/lib/errors'
import { paths } from '@/lib/paths'
import { NotFoundPage } from './not-found'
import { trPanels } from '@/i18n/panels'

const t = trPanels.royalties

/**
 * The printable statement, outside the panels' shell so that printing
 * gives the document alone: /admin/telif/beyan/:id (admin) and
 * /yazar/satislar/beyan/:id (the author's own; another author's is 404).
 */
function StatementPage({ scope }: { scope: 'admin' | 'author' }) {
  const { id = '' } = useParams()
  const { user, isPending } = useCurrentUser()
  const role = scope === 'admin' ? 'admin' : 'author'
  if (isPending) return <FullPageSpinner />
  if (!user || user.role !== role) return <Navigate to={paths.home()} replace />
  return <Statement scope={scope} id={id} />
}

function Statement({ scope, id }: { scope: 'admin' | 'author'; id: string }) {
  const q = useStatement(scope, id)
  useDocumentTitle(q.data ? `${t.statement} — ${q.data.authorName} — ${q.data.periodLabel}` : t.statement)
  if (q.isPending) return <Spinner />
  if (q.isError) {
    if (isNotFound(q.error)) return <NotFoundPage />
    return <QueryError error={q.error} onRetry={() => void q.refetch()} />
  }
  const back = scope === 'admin' ? paths.adminRoyaltyAuthor(q.data.authorId) : paths.authorSales()
  return (
    <main className="mx-auto max-w-4xl space-y-4 px-4 py-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink to={back} variant="link">
          ← {t.back}
        </ButtonLink>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" size="sm" onClick={() => window.print()}>
            {t.print}
          </Button>
          <a href={statementPdfUrl(scope, id)} download className={buttonClass({ variant: 'primary', size: 'sm' })}>
            {t.downloadPdf}
          </a>
        </div>
      </div>
      <StatementDocument statement={q.data} />
    </main>
  )
}

export function AdminStatementPage() {
  return <StatementPage scope="admin" />
}

export function AuthorStatementPage() {
  return <StatementPage scope="author" />
}
