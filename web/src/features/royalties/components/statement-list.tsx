import type { ReactNode } from 'react'
import { fmt } from '@/i18n'
import { ButtonLink } from '@/components/ui/button'
import { buttonClass } from '@/components/ui/button'
import { formatDate, formatPrice } from '@/lib/format'
import { statementPdfUrl, type RoyaltyStatement } from '../api/royalties'
import { trPanels } from '@/i18n/panels'

const t = trPanels.royalties

/**
 * The statements of one author, newest period first: each with its total,
 * a link to the printable page and the PDF; `action` adds a button per row
 * (the admin's 'Düzelt').
 */
export function StatementList({
  statements,
  scope,
  viewPath,
  action,
}: {
  statements: RoyaltyStatement[]
  scope: 'admin' | 'author'
  viewPath: (id: string) => string
  action?: (s: RoyaltyStatement) => ReactNode
}) {
  if (statements.length === 0) return <p className="text-sm text-stone-600">{t.noStatements}</p>
  return (
    <ul className="divide-y divide-stone-100">
      {statements.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-medium text-stone-900">
              {s.periodLabel}
              {s.correctsId ? <span className="ml-2 text-xs font-semibold text-amber-700">{t.correction}</span> : null}
            </p>
            <p className="text-sm text-stone-600">
              {t.number} {s.number} · {formatDate(s.issuedAt)} · {t.royalty}:{' '}
              <span className="font-semibold tabular-nums text-stone-900">{formatPrice(s.royalty)}</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink
              to={viewPath(s.id)}
              variant="secondary"
              size="sm"
              aria-label={fmt(t.viewLabel, { period: s.periodLabel })}
            >
              {t.view}
            </ButtonLink>
            <a
              href={statementPdfUrl(scope, s.id)}
              download
              className={buttonClass({ variant: 'outline', size: 'sm' })}
              aria-label={fmt(t.downloadPdfLabel, { period: s.periodLabel })}
            >
              {t.downloadPdf}
            </a>
            {action?.(s)}
          </div>
        </li>
      ))}
    </ul>
  )
}
