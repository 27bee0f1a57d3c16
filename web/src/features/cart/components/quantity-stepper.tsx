import { useId } from 'react'
import { tr } from '@/i18n'
import { Button } from '@/components/ui/button'

const stepButton =
  'flex h-9 w-9 items-center justify-center rounded-md border border-stone-300 bg-white text-lg font-semibold text-stone-700 hover:border-amber-500 hover:text-amber-700'

/** − n + with the accessible names the pages share ('Miktarı azalt' / 'Miktarı artır'). */
export function QuantityStepper({
  quantity,
  onDecrease,
  onIncrease,
  decreaseDisabled,
  increaseDisabled,
  increaseHint,
  busy,
}: {
  quantity: number
  onDecrease: () => void
  onIncrease: () => void
  decreaseDisabled?: boolean
  increaseDisabled?: boolean
  /** Why + is disabled ('En fazla 10 adet', 'Son 2 ürün'), shown beside it. */
  increaseHint?: string
  busy?: boolean
}) {
  const hintId = useId()
  const hint = increaseDisabled ? increaseHint : undefined
  return (
    <div className="flex items-center gap-1" aria-busy={busy || undefined}>
      <Button
        variant="bare"
        aria-label={tr.cart.decrease}
        className={stepButton}
        disabled={decreaseDisabled || busy}
        onClick={onDecrease}
      >
        −
      </Button>
      <output className="min-w-8 text-center font-semibold text-stone-900">{quantity}</output>
      <Button
        variant="bare"
        aria-label={tr.cart.increase}
        aria-describedby={hint ? hintId : undefined}
        className={stepButton}
        disabled={increaseDisabled || busy}
        onClick={onIncrease}
      >
        +
      </Button>
      {hint ? (
        <span id={hintId} className="ml-1 text-xs font-medium text-stone-600">
          {hint}
        </span>
      ) : null}
    </div>
  )
}
