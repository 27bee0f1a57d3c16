import { fmt } from '@/i18n'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { Button, buttonClass } from '@/components/ui/button'
import { trPanels } from '@/i18n/panels'
import { labelsUrl, type PrepareResult } from '../api/shipments'

const ms = trPanels.adminShipments

/**
 * What 'Kargoya hazırla' did: the prepared orders with their tracking
 * numbers and 'Etiketleri yazdır' (their labels PDF in a new tab), then
 * the orders that failed, each with the server's Turkish message. Each
 * order is independent: a failure leaves the others prepared.
 */
export function PrepareResultDialog({
  result,
  onClose,
  returnFocus,
}: {
  result: PrepareResult
  onClose: () => void
  returnFocus?: () => HTMLElement | null
}) {
  const { prepared, failed } = result
  return (
    <ModalDialog
      title={ms.resultTitle}
      onClose={onClose}
      closeLabel={trPanels.adminOrders.close}
      size="lg"
      returnFocus={returnFocus}
      initialFocus={prepared.length > 0 ? '[data-print-labels]' : undefined}
      footer={
        <Button onClick={onClose} variant="secondary">
          {trPanels.adminOrders.close}
        </Button>
      }
    >
      <div className="space-y-5">
        {prepared.length > 0 ? (
          <section aria-labelledby="prepared-heading">
            <h3 id="prepared-heading" className="font-semibold text-green-800">
              {fmt(ms.resultPrepared, { n: prepared.length })}
            </h3>
            <ul className="mt-2 divide-y divide-stone-100" data-testid="prepared-orders">
              {prepared.map((s) => (
                <li key={s.orderId} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                  <span className="font-mono font-semibold">{fmt(ms.resultOrder, { number: s.orderNumber })}</span>
                  <span className="text-stone-700">
                    {s.carrier} · {fmt(ms.resultTracking, { tracking: s.trackingNumber })}
                  </span>
                </li>
              ))}
            </ul>
            <a
              data-print-labels=""
              href={labelsUrl(prepared.map((s) => s.orderId))}
              target="_blank"
              rel="noopener"
              className={buttonClass({ className: 'mt-3 inline-block' })}
            >
              {ms.printLabels}
            </a>
            <p className="mt-1 text-xs text-stone-600">{ms.printLabelsHint}</p>
          </section>
        ) : null}
        {failed.length > 0 ? (
          <section aria-labelledby="failed-heading">
            <h3 id="failed-heading" className="font-semibold text-red-700">
              {fmt(ms.resultFailed, { n: failed.length })}
            </h3>
            <ul
              className="mt-2 divide-y divide-red-100 rounded-lg border border-red-200 bg-red-50 px-3"
              data-testid="failed-orders"
            >
              {failed.map((f) => (
                <li key={f.orderId} className="py-2 text-sm">
                  <span className="block font-mono font-semibold text-red-900">
                    {fmt(ms.resultOrder, { number: f.orderNumber })}
                  </span>
                  <span className="block text-red-800">{f.message}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </ModalDialog>
  )
}
