import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { fmt } from '@/i18n'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { QueryState } from '@/components/query-state'
import { notify } from '@/lib/notify'
import { describeError } from '@/lib/errors'
import { paths } from '@/lib/paths'
import { useAdminStatements, useIssueStatement, type RoyaltyStatement } from '../api/royalties'
import { lastMonth } from '../rate'
import { StatementList } from './statement-list'
import { trPanels } from '@/i18n/panels'

const t = trPanels.royalties

/** The admin's statements of one author: issue one for an ended period, view, download, correct. */
export function StatementsPanel({ authorId }: { authorId: string }) {
  const list = useAdminStatements(authorId)
  const issue = useIssueStatement(authorId)
  const navigate = useNavigate()
  const [period, setPeriod] = useState(lastMonth)
  const [error, setError] = useState<string>()
  const [correcting, setCorrecting] = useState<RoyaltyStatement | null>(null)

  function issued(s: RoyaltyStatement) {
    notify.success(t.issued)
    void navigate(paths.adminRoyaltyStatement(s.id))
  }
  function failed(err: unknown) {
    const d = describeError(err)
    setError(d.fieldErrors.period ?? d.message)
    notify.error(d.message)
  }
  function submit(e: FormEvent) {
    e.preventDefault()
    setError(undefined)
    issue.mutate({ period }, { onSuccess: issued, onError: failed })
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate aria-label={t.issueTitle} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="statement-period" className="mb-1 block text-sm font-medium text-stone-700">
            {t.issuePeriod}
          </label>
          <input
            id="statement-period"
            type="month"
            value={period}
            onChange={(e) => setPeriod(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby="statement-period-hint"
            className="block rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm"
          />
        </div>
        <Button type="submit" disabled={issue.isPending} aria-busy={issue.isPending || undefined}>
          {t.issue}
        </Button>
        <p id="statement-period-hint" className="w-full text-xs text-stone-600">
          {t.issueHint}
        </p>
        {error ? (
          <p role="alert" className="w-full text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </form>
      <QueryState query={list}>
        {(data) => (
          <StatementList
            statements={data}
            scope="admin"
            viewPath={paths.adminRoyaltyStatement}
            action={(s) =>
              s.correctedById ? null : (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setCorrecting(s)}
                  aria-label={fmt(t.correctLabel, { period: s.periodLabel })}
                >
                  {t.correct}
                </Button>
              )
            }
          />
        )}
      </QueryState>
      {correcting ? (
        <ConfirmDialog
          title={t.correctTitle}
          message={t.correctText}
          confirmLabel={t.correct}
          cancelLabel={t.cancel}
          closeLabel={null}
          busy={issue.isPending}
          onCancel={() => setCorrecting(null)}
          onConfirm={() =>
            issue.mutate(
              { correctsId: correcting.id },
              {
                onSuccess: (s) => {
                  setCorrecting(null)
                  issued(s)
                },
                onError: (err) => {
                  setCorrecting(null)
                  failed(err)
                },
              },
            )
          }
        />
      ) : null}
    </div>
  )
}
