import { useId, useState, type FormEvent } from 'react'
import { tr } from '@/i18n'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { TextField } from '@/components/ui/form-field'
import { Button } from '@/components/ui/button'
import { useAdminCategories } from '@/api/categories'
import { describeError, serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useSaveCoupon, type CouponFormRequest } from '../api/sales'
import { kurusOf, localInput, selectClass } from './form-parts'

const t = tr.campaigns

/** The new-coupon form; every rule and its Turkish message is the server's. */
export function CouponForm({ onClose }: { onClose: () => void }) {
  const id = useId()
  const save = useSaveCoupon()
  const categories = useAdminCategories()
  const now = new Date()
  const [code, setCode] = useState('')
  const [kind, setKind] = useState<CouponFormRequest['kind']>('percent')
  const [percent, setPercent] = useState('')
  const [amount, setAmount] = useState('')
  const [minBasket, setMinBasket] = useState('0')
  const [totalLimit, setTotalLimit] = useState('0')
  const [memberLimit, setMemberLimit] = useState('0')
  const [categoryId, setCategoryId] = useState('')
  const [startsAt, setStartsAt] = useState(localInput(now))
  const [endsAt, setEndsAt] = useState(localInput(new Date(now.getTime() + 30 * 86_400_000)))
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const money = { amount: kind === 'fixed' ? kurusOf(amount) : undefined, minBasket: kurusOf(minBasket, 0) }
    const bad = {
      ...(Number.isNaN(money.amount) && { amount: t.couponAmountInvalid }),
      ...(Number.isNaN(money.minBasket) && { minBasket: t.couponMinBasketInvalid }),
    }
    if (Object.keys(bad).length > 0) {
      setErrors(bad)
      return
    }
    const body: CouponFormRequest = {
      code,
      kind,
      percent: kind === 'percent' ? Number(percent) || 0 : undefined,
      ...money,
      totalLimit: Number(totalLimit) || 0,
      perMemberLimit: Number(memberLimit) || 0,
      categoryIds: categoryId ? [categoryId] : undefined,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    }
    try {
      await save.mutateAsync({ body })
      notify.success(t.couponSaved)
      onClose()
    } catch (err) {
      setErrors(describeError(err).fieldErrors)
      notify.error(serverMessageOr(err, t.couponSaveError))
    }
  }

  return (
    <ModalDialog
      title={t.newCoupon}
      onClose={onClose}
      closeLabel={t.cancel}
      onSubmit={onSubmit}
      size="lg"
      busy={save.isPending}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t.save}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <TextField label={t.couponCode} value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} />
        <div>
          <label htmlFor={`${id}-kind`} className="mb-1 block text-sm font-medium text-stone-700">
            {t.couponKind}
          </label>
          <select
            id={`${id}-kind`}
            className={selectClass}
            value={kind}
            onChange={(e) => setKind(e.target.value as CouponFormRequest['kind'])}
          >
            <option value="percent">{t.couponKindPercent}</option>
            <option value="fixed">{t.couponKindFixed}</option>
            <option value="free_shipping">{t.couponKindFree}</option>
          </select>
        </div>
        {kind === 'percent' ? (
          <TextField
            label={t.percent}
            inputMode="numeric"
            value={percent}
            onChange={(e) => setPercent(e.target.value)}
            error={errors.percent}
          />
        ) : null}
        {kind === 'fixed' ? (
          <TextField
            label={t.couponAmount}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount}
          />
        ) : null}
        <TextField
          label={t.couponMinBasket}
          inputMode="decimal"
          value={minBasket}
          onChange={(e) => setMinBasket(e.target.value)}
          error={errors.minBasket}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.couponTotalLimit}
            inputMode="numeric"
            value={totalLimit}
            onChange={(e) => setTotalLimit(e.target.value)}
            error={errors.totalLimit}
          />
          <TextField
            label={t.couponMemberLimit}
            inputMode="numeric"
            value={memberLimit}
            onChange={(e) => setMemberLimit(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-medium text-stone-700">
            {t.couponCategory}
          </label>
          <select
            id={`${id}-category`}
            className={selectClass}
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
          >
            <option value="">{t.couponAllBooks}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {errors.targets ? (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {errors.targets}
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.startsAt}
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
          />
          <TextField
            label={t.endsAt}
            type="datetime-local"
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
            error={errors.endsAt}
          />
        </div>
      </div>
    </ModalDialog>
  )
}
