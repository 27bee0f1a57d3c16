import { useState, type FormEvent } from 'react'
import { fmt } from '@/i18n'
import { trPanels } from '@/i18n/panels'
import { useMarkBankRefundDone, type AdminBankRefund } from '@/api/bank-transfers'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { describeError, serverMessageOr } from '@/lib/errors'
import { formatPrice } from '@/lib/format'
import { formatIban } from '@/lib/iban'
import { notify } from '@/lib/notify'

const mp = trPanels.payments
const BANK_REF_MAX = 64

/**
 * 'İade yapıldı': staff say they sent a refund by bank transfer, with the
 * bank's reference of that transfer; the refund leaves 'Yapılacak iadeler'.
 * Used on the order page and on the list.
 */
export function BankRefundDoneDialog({ refund, onClose }: { refund: AdminBankRefund; onClose: () => void }) {
  const done = useMarkBankRefundDone()
  const [bankRef, setBankRef] = useState('')
  const [error, setError] = useState<string | undefined>()

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const ref = bankRef.trim()
    if (ref === '' || ref.length > BANK_REF_MAX) {
      setError(mp.doneRefRequired)
      return
    }
    try {
      await done.mutateAsync({ id: refund.id, bankRef: ref })
      notify.success(mp.doneSaved)
      onClose()
    } catch (err) {
      const field = describeError(err).fieldErrors.bankRef
      if (field) setError(field)
      else notify.error(serverMessageOr(err, mp.doneError))
    }
  }

  return (
    <ModalDialog
      title={fmt(mp.doneTitle, { number: refund.orderNumber })}
      description={fmt(mp.doneIntro, {
        holder: refund.holder,
        iban: formatIban(refund.iban),
        amount: formatPrice(refund.amount),
      })}
      onClose={onClose}
      closeLabel={mp.close}
      size="sm"
      busy={done.isPending}
      onSubmit={(e) => void onSubmit(e)}
      footer={
        <>
          <Button onClick={onClose} disabled={done.isPending} variant="secondary">
            {mp.cancel}
          </Button>
          <Button type="submit" loading={done.isPending}>
            {mp.markDone}
          </Button>
        </>
      }
    >
      <TextField
        label={mp.doneRef}
        autoComplete="off"
        maxLength={BANK_REF_MAX}
        aria-required="true"
        value={bankRef}
        error={error}
        onChange={(e) => {
          setBankRef(e.target.value)
          setError(undefined)
        }}
      />
    </ModalDialog>
  )
}
