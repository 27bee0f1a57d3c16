import { useState, type FormEvent } from 'react'
import { fmt } from '@/i18n'
import { Button } from '@/components/ui/button'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { ApiError } from '@/lib/api-client'
import { serverMessageOr } from '@/lib/errors'
import { formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { useReturnStep, type AdminReturn } from '../api/returns'
import { trPanels } from '@/i18n/panels'

const t = trPanels.returns

export type StepKind = 'receive' | 'refund' | 'reject'

function message(err: unknown): string {
  const field = err instanceof ApiError ? err.problem?.errors?.[0]?.message : undefined
  return field?.trim() ? field : serverMessageOr(err, t.updateError)
}

/** The dialog of a step that needs a choice or a confirmation: receive (condition), refund (amount), reject (reason). */
export function ReturnStepDialog({ r, kind, onClose }: { r: AdminReturn; kind: StepKind; onClose: () => void }) {
  const step = useReturnStep()
  const [condition, setCondition] = useState<'intact' | 'damaged'>('intact')
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const { submit, isRunning } = useGuardedSubmit(async () => {
    try {
      if (kind === 'receive') await step.mutateAsync({ kind, id: r.id, condition })
      else if (kind === 'refund') await step.mutateAsync({ kind, id: r.id })
      else await step.mutateAsync({ kind, id: r.id, reason })
      notify.success(t.updated)
      onClose()
    } catch (err) {
      setError(message(err))
    }
  })
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    setError('')
    void submit()
  }
  const title = kind === 'receive' ? t.receiveTitle : kind === 'refund' ? t.refundTitle : t.rejectTitle
  return (
    <ModalDialog
      title={title}
      onClose={onClose}
      closeLabel={t.close}
      busy={isRunning}
      onSubmit={onSubmit}
      size="sm"
      footer={
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isRunning}>
            {t.cancel}
          </Button>
          <Button type="submit" variant={kind === 'reject' ? 'danger' : 'primary'} loading={isRunning}>
            {isRunning ? t.busy : kind === 'refund' ? t.refund : kind === 'reject' ? t.reject : t.confirm}
          </Button>
        </div>
      }
    >
      {kind === 'receive' ? (
        <fieldset>
          <legend className="text-sm text-stone-700">{fmt(t.receiveText, { code: r.code })}</legend>
          {(['intact', 'damaged'] as const).map((c) => (
            <label key={c} className="mt-2 flex items-center gap-2 text-sm">
              <input type="radio" name="condition" checked={condition === c} onChange={() => setCondition(c)} />
              {c === 'intact' ? t.intact : t.damaged}
            </label>
          ))}
        </fieldset>
      ) : null}
      {kind === 'refund' ? (
        <div className="text-sm text-stone-700">
          <p>{fmt(t.refundText, { code: r.code, amount: formatPrice(r.value - r.refunded) })}</p>
          <p className="mt-2 text-stone-600">{t.refundShipping}</p>
        </div>
      ) : null}
      {kind === 'reject' ? (
        <div>
          <label htmlFor="reject-reason" className="mb-1 block text-sm font-medium text-stone-800">
            {t.rejectReasonLabel}
          </label>
          <textarea
            id="reject-reason"
            rows={3}
            maxLength={500}
            value={reason}
            placeholder={t.rejectPlaceholder}
            onChange={(e) => setReason(e.target.value)}
            className="block w-full rounded-md border border-stone-300 px-3 py-2 text-sm focus:border-amber-500 focus:ring-2 focus:ring-amber-200 focus:outline-none"
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </ModalDialog>
  )
}
