import { fmt, tr } from '@/i18n'
import type { Schemas } from '@/lib/api-client'
import { formatPrice } from '@/lib/format'

export type SaleTag = Schemas['SaleTag']

const t = tr.campaigns

const sizes = {
  sm: { price: 'font-medium', struck: 'text-xs', badge: 'text-xs' },
  md: { price: 'text-lg font-bold', struck: 'text-sm', badge: 'text-xs' },
  lg: { price: 'text-3xl font-bold', struck: 'text-lg', badge: 'text-sm' },
} as const

/**
 * A price as the shop shows it: while a sale runs and is a discount (the
 * server says so: its price is below the lowest list price of the 30 days
 * before the sale began), that lowest price struck through and the cut as a
 * badge beside the price charged. The server computes every figure.
 */
export function SalePrice({
  price,
  sale,
  size = 'md',
}: {
  price: number
  sale?: SaleTag | null
  size?: keyof typeof sizes
}) {
  const s = sizes[size]
  const struck = sale?.struckPrice
  if (struck == null) {
    return <span className={`${s.price} text-stone-900`}>{formatPrice(price)}</span>
  }
  const cut = sale?.percentOff ?? 0
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-1" data-testid="sale-price">
      <span className={`${s.price} text-red-700`}>
        <span className="sr-only">{t.saleLabel}: </span>
        {formatPrice(price)}
      </span>
      <del className={`${s.struck} text-stone-500`}>
        <span className="sr-only">{t.struckLabel}: </span>
        {formatPrice(struck)}
      </del>
      <span className={`${s.badge} rounded-full bg-red-700 px-2 py-0.5 font-semibold text-white`}>
        {fmt(t.percentBadge, { n: cut })}
      </span>
    </span>
  )
}
