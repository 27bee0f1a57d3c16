import { useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { fmt } from '@/i18n'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { describeError, serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useOrderAction } from '../api/order-actions'
import type { AdminOrder } from '../api/types'
import { orderRowFocus } from './orders-table'
import { shipSchema, TRACKING_MAX, type ShipValues } from '../schemas'
import { Button } from '@/components/ui/button'
import { SelectField, TextField } from '@/components/ui/form-field'
import { trPanels } from '@/i18n/panels'

const m = trPanels.adminOrders

/**
 * 'Kargoya Ver': tracking number and cargo company are
 * required and trimmed; the button stays disabled until both are filled.
 * The server's field messages are shown next to their fields.
 */
export function ShipDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const action = useOrderAction()
  const trackingRef = useRef<HTMLInputElement | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    control: formControl,
    formState: { errors },
  } = useForm<ShipValues>({
    resolver: zodResolver(shipSchema),
    mode: 'onTouched',
    defaultValues: { trackingNumber: '', cargoCompany: '' },
  })
  const [tracking = '', cargo = ''] = useWatch({ control: formControl, name: ['trackingNumber', 'cargoCompany'] })
  const filled = tracking.trim() !== '' && cargo.trim() !== ''

  const { submit, isRunning } = useGuardedSubmit(async (values: ShipValues) => {
    try {
      await action.mutateAsync({ kind: 'ship', id: order.id, shipment: values })
      notify.success(m.updated)
      onClose()
    } catch (err) {
      const { fieldErrors } = describeError(err)
      if (fieldErrors.trackingNumber) setError('trackingNumber', { message: fieldErrors.trackingNumber })
      if (fieldErrors.cargoCompany) setError('cargoCompany', { message: fieldErrors.cargoCompany })
      notify.error(serverMessageOr(err, m.updateError))
    }
  })

  const tracked = register('trackingNumber')
  const trackingError = errors.trackingNumber?.message
  const cargoError = errors.cargoCompany?.message

  return (
    <ModalDialog
      title={m.shipTitle}
      description={fmt(m.shipSubtitle, { number: order.number, customer: order.customerName })}
      onClose={onClose}
      closeLabel={m.close}
      busy={isRunning}
      returnFocus={() => orderRowFocus(order.id)}
      initialFocus={trackingRef}
    >
      <form id="ship-form" noValidate onSubmit={(e) => void handleSubmit(submit)(e)} className="space-y-4">
        <TextField
          label={m.trackingLabel}
          type="text"
          autoComplete="off"
          maxLength={TRACKING_MAX}
          placeholder={m.trackingPlaceholder}
          aria-required="true"
          error={trackingError}
          {...tracked}
          ref={(el) => {
            tracked.ref(el)
            trackingRef.current = el
          }}
        />
        <SelectField label={m.cargoLabel} aria-required="true" error={cargoError} {...register('cargoCompany')}>
          <option value="">{m.cargoPlaceholder}</option>
          {m.cargoCompanies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button onClick={onClose} disabled={isRunning} variant="secondary">
            {m.dialogCancel}
          </Button>
          <Button
            variant="bare"
            type="submit"
            disabled={!filled || isRunning}
            aria-busy={isRunning || undefined}
            className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
          >
            {isRunning ? m.shipBusy : m.shipSubmit}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
