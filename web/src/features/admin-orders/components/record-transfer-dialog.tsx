import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { useRecordTransfer } from '@/api/bank-transfers'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { MoneyField } from '@/components/ui/money-input'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { fieldIn, setServerFieldErrors } from '@/lib/server-field-errors'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import type { AdminOrder } from '../api/types'
import {
  BANK_REF_MAX,
  SENDER_MAX,
  istanbulToday,
  transferSchema,
  type TransferFormInput,
  type TransferFormValues,
} from '../transfer-schema'

const mp = trPanels.payments
const fields = ['amount', 'receivedOn', 'sender', 'bankRef'] as const

/**
 * 'Havale alındı': staff record a transfer they see on the shop's account:
 * the amount in TL with kuruş, the day it arrived, the sender and the bank's
 * reference (unique across orders). The order is confirmed when the recorded
 * sum covers its total; the server's field errors are shown under their
 * fields, any other refusal (another order has this reference, the order
 * was cancelled meanwhile) as a toast.
 */
export function RecordTransferDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const record = useRecordTransfer()
  const today = useMemo(() => istanbulToday(), [])
  const schema = useMemo(() => transferSchema(today), [today])
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TransferFormInput, unknown, TransferFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: '', receivedOn: today, sender: '', bankRef: '' },
  })

  const { submit, isRunning } = useGuardedSubmit(async (values: TransferFormValues) => {
    try {
      await record.mutateAsync({ orderId: order.id, input: values })
      notify.success(mp.recorded)
      onClose()
    } catch (err) {
      const set = setServerFieldErrors(err, setError, fieldIn(fields))
      if (set.length === 0) notify.error(serverMessageOr(err, mp.recordError))
    }
    // Ignored while one runs; no debounce: after a refused reference staff correct it and save at once
    // (a transfer is never recorded twice: its bank reference is unique on the server).
  }, 0)

  return (
    <ModalDialog
      title={fmt(mp.recordTitle, { number: order.number })}
      description={mp.recordIntro}
      onClose={onClose}
      closeLabel={mp.close}
      busy={isRunning}
      onSubmit={(e) => void handleSubmit(submit)(e)}
      footer={
        <>
          <Button onClick={onClose} disabled={isRunning} variant="secondary">
            {mp.cancel}
          </Button>
          <Button type="submit" loading={isRunning}>
            {isRunning ? mp.saving : mp.save}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField label={mp.amount} aria-required="true" error={errors.amount?.message} {...register('amount')} />
        <TextField
          label={mp.receivedOn}
          type="date"
          max={today}
          aria-required="true"
          error={errors.receivedOn?.message}
          {...register('receivedOn')}
        />
        <TextField
          label={mp.sender}
          autoComplete="off"
          maxLength={SENDER_MAX}
          aria-required="true"
          error={errors.sender?.message}
          {...register('sender')}
        />
        <TextField
          label={mp.bankRef}
          autoComplete="off"
          maxLength={BANK_REF_MAX}
          aria-required="true"
          error={errors.bankRef?.message}
          {...register('bankRef')}
        />
      </div>
    </ModalDialog>
  )
}
