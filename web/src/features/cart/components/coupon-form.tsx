import { useId, useState, type FormEvent } from 'react'
import { fmt, tr } from '@/i18n'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useCartCoupon } from '../api/coupon'
import type { Cart } from '../api/types'

const t = tr.campaigns

/**
 * 'Kupon kodu' → 'Uygula' on /sepet: one code per cart. The server says why
 * a code is refused (under the field) or why an applied code gives nothing
 * now (the cart's coupon.problem); 'Kaldır' takes it off.
 */
export function CouponForm({ cart }: { cart: Cart }) {
  const id = useId()
  const { apply, remove } = useCartCoupon()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setError(null)
    try {
      await apply.mutateAsync(code)
      setCode('')
      notify.success(t.couponApplied)
    } catch (err) {
      const d = describeError(err)
      setError(d.fieldErrors.code ?? d.message)
    }
  }

  if (cart.coupon) {
    return (
      <div className="mt-4 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
        <div className="flex items-center justify-between gap-2">
          <span>{fmt(t.couponActive, { code: cart.coupon.code })}</span>
          <Button
            type="button"
            variant="link"
            className="text-red-700"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t.couponRemove}
          </Button>
        </div>
        {cart.coupon.problem ? (
          <p role="alert" className="mt-1 text-amber-900">
            {cart.coupon.problem}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4">
      <label htmlFor={`${id}-code`} className="mb-1 block text-sm font-medium text-stone-700">
        {t.couponLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="block w-full min-w-0 rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 uppercase shadow-sm outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-200"
        />
        <Button type="submit" variant="outline" disabled={apply.isPending || code.trim() === ''}>
          {t.couponApply}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  )
}
