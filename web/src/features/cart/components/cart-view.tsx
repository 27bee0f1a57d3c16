import { Link } from 'react-router'
import { fmt, tr } from '@/i18n'
import { FallbackImage, PLACEHOLDER_COVER } from '@/components/fallback-image'
import { formatPrice } from '@/lib/format'
import { SalePrice } from '@/components/sale-price'
import { DeliveryEstimateNote } from '@/components/delivery-estimate'
import { useRemoveCartItem } from '../api/remove-cart-item'
import { useSetCartQuantity } from '../api/set-cart-quantity'
import type { Cart, CartLine } from '../api/types'
import { QuantityStepper } from './quantity-stepper'
import { CouponForm } from './coupon-form'
import { paths } from '@/lib/paths'
import { Button } from '@/components/ui/button'

/** One line of /sepet: decrease stops at 1 (disabled), increase at the stock. */
export function CartLineItem({ line }: { line: CartLine }) {
  const setQuantity = useSetCartQuantity()
  const remove = useRemoveCartItem()
  const busy = setQuantity.isPending || remove.isPending
  const overStock = line.quantity > line.stock
  const set = (quantity: number) =>
    setQuantity.mutate({ bookId: line.bookId, title: line.title, quantity, intent: 'update' })

  return (
    <li className="flex gap-4 p-4 sm:p-5">
      <Link to={paths.book(line.bookId)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <FallbackImage
          src={line.coverUrl}
          fallback={PLACEHOLDER_COVER}
          alt=""
          className="h-28 w-20 rounded-md border border-stone-200 bg-stone-100 object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-serif text-lg font-bold text-stone-900">
            <Link to={paths.book(line.bookId)} className="hover:text-amber-700 hover:underline">
              {line.title}
            </Link>
          </h3>
          <p className="text-sm text-stone-600">{line.authorName}</p>
          <div className="mt-1 text-sm text-stone-600">
            {tr.cart.unitPrice}: <SalePrice price={line.price} sale={line.sale} size="sm" />
          </div>
          {line.priceChanged ? (
            <p role="status" className="mt-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
              {fmt(tr.campaigns.priceChanged, {
                before: formatPrice(line.previousPrice),
                after: formatPrice(line.price),
              })}
            </p>
          ) : null}
          {overStock ? (
            <p role="alert" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
              {line.stock > 0 ? fmt(tr.cart.stockWarning, { n: line.stock }) : tr.cart.outOfStockWarning}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <QuantityStepper
              quantity={line.quantity}
              busy={busy}
              decreaseDisabled={line.quantity <= 1}
              increaseDisabled={line.quantity >= line.maxQuantity}
              increaseHint={increaseHint(line)}
              // Above the stock (it fell), one step down goes to the stock.
              onDecrease={() => set(overStock && line.stock > 0 ? line.stock : line.quantity - 1)}
              onIncrease={() => set(line.quantity + 1)}
            />
            <Button
              variant="bare"
              disabled={busy}
              onClick={() =>
                remove.mutate({ bookId: line.bookId, title: line.title, errorMessage: tr.cart.lineRemoveError })
              }
              className="rounded-md px-3 py-2 text-sm font-medium text-red-600 hover:bg-red-50"
            >
              {tr.cart.remove}
            </Button>
          </div>
        </div>
        <p className="shrink-0 text-right text-lg font-bold text-stone-900">
          <span className="sr-only">{tr.cart.lineTotal}: </span>
          {formatPrice(line.lineTotal)}
        </p>
      </div>
    </li>
  )
}

/** The per-book cap of an order (the server's rule; maxQuantity is min(stock, this)). */
const LINE_CAP = 10
/** The copies one order may hold in all (the server refuses more). */
export const ORDER_CAP = 20

/** Why + stops: the per-book cap, or the last copies in stock. */
export function increaseHint(line: Pick<CartLine, 'maxQuantity' | 'stock'>): string {
  return line.maxQuantity >= LINE_CAP && line.stock >= LINE_CAP
    ? tr.cart.lineCapReached
    : fmt(tr.cart.lastCopies, { n: line.stock })
}

/** The order cap before 'Siparişi Tamamla': a note, or a warning once the cart holds more. */
function OrderCapNote({ count }: { count: number }) {
  if (count > ORDER_CAP) {
    return (
      <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        {fmt(tr.cart.orderCapExceeded, { n: count })}
      </p>
    )
  }
  return <p className="mt-4 text-xs text-stone-600">{fmt(tr.cart.orderCap, { n: count })}</p>
}

/** 'Ücretsiz kargo için {amount} daha ekleyin' while shipping applies; the server says how much is missing. */
export function FreeShippingHint({ cart }: { cart: Pick<Cart, 'amountToFreeShipping' | 'discount'> }) {
  const amount = cart.amountToFreeShipping
  if (amount <= 0) return null
  return (
    <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {fmt(tr.cart.freeShippingHint, { amount: formatPrice(amount) })}
      {cart.discount > 0 ? <span className="mt-1 block">{tr.campaigns.thresholdAfterDiscount}</span> : null}
    </p>
  )
}

/**
 * The summary card. The shipping and total rows sit in their own section
 * (the last one on the page naming 'Toplam') so each amount appears there once.
 */
export function CartSummary({ cart, onCheckout, busy }: { cart: Cart; onCheckout: () => void; busy?: boolean }) {
  return (
    <aside
      aria-labelledby="cart-summary-title"
      className="h-fit rounded-xl border border-stone-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-title" className="font-serif text-xl font-bold text-stone-900">
        {tr.cart.summary}
      </h2>
      <CouponForm cart={cart} />
      <dl className="mt-4 text-sm">
        <div className="flex justify-between py-1">
          <dt className="text-stone-600">{tr.cart.subtotal}</dt>
          <dd className="font-medium text-stone-900">{formatPrice(cart.subtotal)}</dd>
        </div>
        {cart.discount > 0 && cart.coupon ? (
          <div className="flex justify-between py-1" data-testid="cart-discount">
            <dt className="text-stone-600">{fmt(tr.campaigns.discountLine, { code: cart.coupon.code })}</dt>
            <dd className="font-medium text-green-700">-{formatPrice(cart.discount)}</dd>
          </div>
        ) : null}
      </dl>
      <section>
        <dl className="text-sm">
          <div className="flex justify-between py-1">
            <dt className="text-stone-600">{tr.cart.shipping}</dt>
            <dd className={cart.shipping === 0 ? 'font-medium text-green-700' : 'font-medium text-stone-900'}>
              {cart.shipping === 0 ? tr.cart.free : formatPrice(cart.shipping)}
            </dd>
          </div>
          <div className="mt-2 flex justify-between border-t border-stone-200 pt-3 text-base">
            <dt className="font-semibold text-stone-900">{tr.cart.total}</dt>
            <dd className="font-bold text-stone-900">{formatPrice(cart.total)}</dd>
          </div>
        </dl>
      </section>
      <DeliveryEstimateNote estimate={cart.delivery} className="mt-4" />
      <OrderCapNote count={cart.itemCount} />
      <Button
        type="button"
        onClick={onCheckout}
        disabled={busy}
        size="none"
        className="mt-5 w-full px-4 py-3 shadow-sm"
      >
        {tr.cart.checkout}
      </Button>
    </aside>
  )
}
