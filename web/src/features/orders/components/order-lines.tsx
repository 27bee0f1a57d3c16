import { Link } from 'react-router'
import { fmt, tr } from '@/i18n'
import { FallbackImage, PLACEHOLDER_COVER } from '@/components/fallback-image'
import { formatPrice } from '@/lib/format'
import type { Order } from '../api/types'
import { paths } from '@/lib/paths'

const t = tr.orders

/** An order's books: cover, title, quantity × unit price and the line total (the payment page and the order page). */
export function OrderLines({ items }: { items: Order['items'] }) {
  return (
    <ul className="divide-y divide-stone-200">
      {items.map((l) => (
        <li key={l.id} className="flex items-center gap-4 py-3">
          <FallbackImage
            src={l.coverUrl}
            fallback={PLACEHOLDER_COVER}
            alt=""
            className="h-20 w-14 shrink-0 rounded border border-stone-200 object-cover"
          />
          <div className="min-w-0 flex-1">
            <Link
              to={paths.book(l.bookId)}
              className="font-semibold text-stone-900 hover:text-amber-700 hover:underline"
            >
              {l.title}
            </Link>
            <p className="text-sm text-stone-600">
              {fmt(t.quantityPrice, { quantity: l.quantity, price: formatPrice(l.price) })}
              {l.struckPrice != null ? (
                <>
                  {' '}
                  <del className="text-stone-500">
                    <span className="sr-only">{tr.campaigns.struckLabel}: </span>
                    {formatPrice(l.struckPrice)}
                  </del>
                </>
              ) : null}
            </p>
          </div>
          <p className="font-semibold text-stone-900">
            <span className="sr-only">{t.lineTotal}: </span>
            {formatPrice(l.lineTotal)}
          </p>
        </li>
      ))}
    </ul>
  )
}

/**
 * Subtotal, the coupon's discount, the transfer discount ('Havale indirimi'),
 * shipping ('Ücretsiz' at 0), the kapıda ödeme fee and the total of an order;
 * the discounts and the fee only when not zero.
 */
export function OrderTotals({
  order,
}: {
  order: Pick<Order, 'subtotal' | 'shipping' | 'total'> &
    Partial<Pick<Order, 'discount' | 'couponCode'>> & { methodDiscount?: number; methodFee?: number }
}) {
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between">
        <dt className="text-stone-600">{t.subtotal}</dt>
        <dd className="font-medium text-stone-900">{formatPrice(order.subtotal)}</dd>
      </div>
      {order.discount ? (
        <div className="flex justify-between" data-testid="order-discount">
          <dt className="text-stone-600">{fmt(tr.campaigns.discountLine, { code: order.couponCode ?? '' })}</dt>
          <dd className="font-medium text-green-700">-{formatPrice(order.discount)}</dd>
        </div>
      ) : null}
      {order.methodDiscount ? (
        <div className="flex justify-between" data-testid="order-method-discount">
          <dt className="text-stone-600">{tr.payMethods.methodDiscount}</dt>
          <dd className="font-medium text-green-700">-{formatPrice(order.methodDiscount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt className="text-stone-600">{t.shipping}</dt>
        <dd className={order.shipping === 0 ? 'font-medium text-green-700' : 'font-medium text-stone-900'}>
          {order.shipping === 0 ? t.free : formatPrice(order.shipping)}
        </dd>
      </div>
      {order.methodFee ? (
        <div className="flex justify-between" data-testid="order-method-fee">
          <dt className="text-stone-600">{tr.payMethods.methodFee}</dt>
          <dd className="font-medium text-stone-900">{formatPrice(order.methodFee)}</dd>
        </div>
      ) : null}
      <div className="mt-2 flex justify-between border-t border-stone-200 pt-3 text-base">
        <dt className="font-semibold text-stone-900">{t.total}</dt>
        <dd className="font-bold text-stone-900">{formatPrice(order.total)}</dd>
      </div>
    </dl>
  )
}
