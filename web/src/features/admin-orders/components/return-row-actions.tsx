import { useState } from 'react'
import { fmt } from '@/i18n'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { serverMessageOr } from '@/lib/errors'
import { useReturnStep, type AdminReturn } from '../api/returns'
import { ReturnStepDialog, type StepKind } from './return-step-dialog'
import { trPanels } from '@/i18n/panels'

const t = trPanels.returns

/** The steps a request allows in its state; a refused refund's error stays beside them until a retry succeeds. */
export function ReturnRowActions({ r }: { r: AdminReturn }) {
  const [open, setOpen] = useState<StepKind | null>(null)
  const step = useReturnStep()
  const accept = () =>
    step.mutate(
      { kind: 'accept', id: r.id },
      {
        onSuccess: () => notify.success(t.updated),
        onError: (err) => notify.error(serverMessageOr(err, t.updateError)),
      },
    )
  const waiting = r.state === 'requested' || r.state === 'awaiting'
  // Delivered back by the carrier: staff record the condition before the refund.
  const uninspected = r.state === 'received' && !r.condition
  return (
    <div className="flex flex-wrap items-center gap-2">
      {r.state === 'requested' ? (
        <Button size="sm" variant="outline" onClick={accept} loading={step.isPending}>
          {t.accept}
        </Button>
      ) : null}
      {waiting ? (
        <Button size="sm" variant="outline" onClick={() => setOpen('receive')}>
          {t.receive}
        </Button>
      ) : null}
      {uninspected ? (
        <>
          <p className="w-full text-xs text-indigo-800">{t.receivedByCarrier}</p>
          <Button size="sm" onClick={() => setOpen('receive')}>
            {t.inspect}
          </Button>
        </>
      ) : null}
      {r.state === 'received' && !uninspected ? (
        <Button size="sm" onClick={() => setOpen('refund')}>
          {t.refund}
        </Button>
      ) : null}
      {waiting || r.state === 'received' ? (
        <Button size="sm" variant="secondary" onClick={() => setOpen('reject')}>
          {t.reject}
        </Button>
      ) : null}
      {r.refundError ? (
        <p role="alert" className="w-full text-xs font-medium text-red-700">
          {fmt(t.refundError, { error: r.refundError })}
        </p>
      ) : null}
      {open ? <ReturnStepDialog r={r} kind={open} onClose={() => setOpen(null)} /> : null}
    </div>
  )
}
