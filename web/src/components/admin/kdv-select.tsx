import { forwardRef, type SelectHTMLAttributes } from 'react'
import { SelectField } from '@/components/ui/form-field'
import { kdvLabel, kdvOptions, parseKdv, type KdvClass, type KdvExemption } from '@/lib/kdv'

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string
  hint?: string
  error?: string
  /** The rates and exemption codes the server allows (its KDV settings). */
  rates: readonly number[]
  exemptions: readonly KdvExemption[]
  /** Given: a first option, '' — the shop's default class (a book's form); null while it loads. */
  shopDefault?: KdvClass | null
  /** The select's current value, to keep an option for it while the lists load. */
  current?: string
}

/**
 * The KDV select of the admin's forms (the book form, the KDV settings):
 * values are lib/kdv's ('20', '0:335', '' for the shop default).
 */
export const KdvSelect = forwardRef<HTMLSelectElement, Props>(function KdvSelect(
  { rates, exemptions, shopDefault, current, ...rest },
  ref,
) {
  const options = kdvOptions(rates, exemptions, shopDefault)
  const missing = current !== undefined && !options.some((o) => o.value === current) ? parseKdv(current) : null
  return (
    <SelectField ref={ref} {...rest}>
      {missing ? <option value={current}>{kdvLabel(missing, exemptions)}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  )
})
