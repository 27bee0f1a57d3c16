import type { UseFormRegisterReturn } from 'react-hook-form'
import { Link } from 'react-router'
import { tr } from '@/i18n'
import { LegalLink } from '@/components/legal-links'
import { CheckboxField } from '@/components/ui/form-field'
import type { Checkout } from '../api/types'
import { card, cardTitle, ContractBox } from './order-summary'
import { paths } from '@/lib/paths'

const t = tr.checkout

type Checkbox = UseFormRegisterReturn & { error?: string }

/** Both contracts as plain text, each with its unticked checkbox, and the KVKK notice link (both modes). */
export function ContractsSection({
  checkout,
  preInformation: { error: preError, ...pre },
  distanceSales: { error: salesError, ...sales },
}: {
  checkout: Pick<Checkout, 'preInformation' | 'distanceSales'>
  preInformation: Checkbox
  distanceSales: Checkbox
}) {
  return (
    <section aria-labelledby="checkout-contracts" className={card}>
      <h2 id="checkout-contracts" className={cardTitle}>
        {t.contracts}
      </h2>
      <div className="mt-4 space-y-5">
        <div className="space-y-3">
          <ContractBox id="pre-information" title={t.preInformationTitle} text={checkout.preInformation} />
          <CheckboxField label={t.acceptPreInformation} error={preError} {...pre} />
        </div>
        <div className="space-y-3">
          <ContractBox id="distance-sales" title={t.distanceSalesTitle} text={checkout.distanceSales} />
          <CheckboxField label={t.acceptDistanceSales} error={salesError} {...sales} />
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <LegalLink to={paths.terms()} label={tr.legal.terms} />
          <Link
            to={paths.privacy()}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-amber-700 underline hover:text-amber-800"
          >
            {t.kvkk}
            <span className="sr-only"> {t.newTab}</span>
          </Link>
        </p>
      </div>
    </section>
  )
}
