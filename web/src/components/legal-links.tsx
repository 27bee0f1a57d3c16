import { Link } from 'react-router'
import { tr } from '@/i18n'
import { paths } from '@/lib/paths'

const linkClass = 'font-medium text-amber-700 underline hover:text-amber-800'

/** A legal text in a new tab, so a half-filled form stays as it is. */
export function LegalLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {label}
      <span className="sr-only"> {tr.legal.newTab}</span>
    </Link>
  )
}

/**
 * The texts a form's terms checkbox refers to (registration, the author
 * application): the terms and the KVKK notice, each in a new tab, and where
 * the sales contracts are shown. The checkbox's own text stays the product's.
 */
export function LegalLinks({ contractsNote = true }: { contractsNote?: boolean }) {
  return (
    <div className="text-xs leading-5 text-stone-600" data-testid="legal-links">
      <p className="flex flex-wrap gap-x-3 gap-y-1">
        <span>{tr.legal.readBefore}</span>
        <LegalLink to={paths.terms()} label={tr.legal.terms} />
        <LegalLink to={paths.privacy()} label={tr.legal.kvkkNotice} />
        <LegalLink to={paths.cookies()} label={tr.legal.cookies} />
      </p>
      {contractsNote ? <p className="mt-1">{tr.legal.contractsNote}</p> : null}
    </div>
  )
}
