import { useEffect, useRef } from 'react'
import { tr } from '@/i18n'
import { Button } from '@/components/ui/button'

const t = tr.checkout

/**
 * A refused card on the payment step: 'Ödeme başarısız!', the server's
 * reason in Turkish (limit, security code, 3D Secure ...) and 'Başka bir
 * kartla dene', which takes the shopper to where the next card goes (the
 * card number in direct-3ds mode, the contracts before iyzico's page
 * otherwise). The order stays pending and payable.
 */
export function DeclineNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' })
  }, [])
  const retry = () => {
    onRetry()
    const next =
      document.querySelector<HTMLElement>('input[autocomplete="cc-number"]') ??
      document.querySelector<HTMLElement>('section[aria-labelledby="checkout-contracts"] input[type="checkbox"]')
    next?.scrollIntoView({ block: 'center' })
    next?.focus()
  }
  return (
    <div
      ref={ref}
      role="alert"
      data-testid="payment-declined"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-4 text-red-900"
    >
      <p className="font-semibold">{t.declinedTitle}</p>
      <p className="mt-1 text-sm">{message}</p>
      <Button type="button" size="none" className="mt-3 px-4 py-2 text-sm" onClick={retry}>
        {t.retryOtherCard}
      </Button>
    </div>
  )
}
