import { useId, useState, type FormEvent } from 'react'
import { tr } from '@/i18n'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { CancelSaveButtons } from '@/components/ui/form-buttons'
import { SelectField, TextField } from '@/components/ui/form-field'
import { useAdminCategories } from '@/api/categories'
import { useAdminAuthorOptions } from '@/hooks/use-admin-author-options'
import { describeError, serverMessageOr } from '@/lib/errors'
import { formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useBookOptions, useSaveCoupon, type AdminCoupon, type CouponFormRequest } from '../api/sales'
import { kurusOf, liraInput, localInput } from './form-parts'
import { MoneyField } from '@/components/ui/money-input'
import { TargetPicker, type Target } from './target-picker'

const t = tr.campaigns

/** The chosen entries of a saved coupon: its ids with their names. */
function targets(ids: string[] | undefined, names: string[] | undefined): Target[] {
  return (ids ?? []).map((id, i) => ({ id, name: names?.[i] || id }))
}

/**
 * The new-coupon and edit-coupon form (`coupon` filled: the same form with
 * its terms); every rule and its Turkish message is the server's, including
 * that a used coupon keeps its code and its total limit stays at or above
 * its uses.
 */
export function CouponForm({ coupon, onClose }: { coupon?: AdminCoupon | null; onClose: () => void }) {
  const id = useId()
  const save = useSaveCoupon()
  const now = new Date()
  const [code, setCode] = useState(coupon?.code ?? '')
  const [kind, setKind] = useState<CouponFormRequest['kind']>(coupon?.kind ?? 'percent')
  const [percent, setPercent] = useState(coupon && coupon.percent > 0 ? String(coupon.percent) : '')
  const [amount, setAmount] = useState(coupon && coupon.amount > 0 ? liraInput(coupon.amount) : '')
  const [minBasket, setMinBasket] = useState(coupon ? liraInput(coupon.minBasket) : '0')
  const [totalLimit, setTotalLimit] = useState(String(coupon?.totalLimit ?? 0))
  const [memberLimit, setMemberLimit] = useState(String(coupon?.perMemberLimit ?? 0))
  const [categories, setCategories] = useState(() => targets(coupon?.categoryIds, coupon?.categoryNames))
  const [authors, setAuthors] = useState(() => targets(coupon?.authorIds, coupon?.authorNames))
  const [books, setBooks] = useState(() => targets(coupon?.bookIds, coupon?.bookTitles))
  const [startsAt, setStartsAt] = useState(localInput(coupon?.startsAt ?? now))
  const [endsAt, setEndsAt] = useState(localInput(coupon?.endsAt ?? new Date(now.getTime() + 30 * 86_400_000)))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [categoryQ, setCategoryQ] = useState('')
  const [authorQ, setAuthorQ] = useState('')
  const [bookQ, setBookQ] = useState('')
  const categoryOptions = useAdminCategories(categoryQ.trim())
  const authorOptions = useAdminAuthorOptions(authorQ.trim(), authorQ.trim().length > 0)
  const bookOptions = useBookOptions(bookQ)

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const money = { amount: kind === 'fixed' ? kurusOf(amount) : undefined, minBasket: kurusOf(minBasket, 0) }
    const bad = {
      ...(Number.isNaN(money.amount) && { amount: tr.validation.amount }),
      ...(Number.isNaN(money.minBasket) && { minBasket: tr.validation.amount }),
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
      categoryIds: categories.map((c) => c.id),
      authorIds: authors.map((a) => a.id),
      bookIds: books.map((b) => b.id),
      // Saving the terms keeps the coupon's state (the table's toggle changes it).
      active: coupon?.active ?? true,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    }
    try {
      await save.mutateAsync({ id: coupon?.id, body })
      notify.success(t.couponSaved)
      onClose()
    } catch (err) {
      setErrors(describeError(err).fieldErrors)
      notify.error(serverMessageOr(err, t.couponSaveError))
    }
  }

  return (
    <ModalDialog
      title={coupon ? t.editCoupon : t.newCoupon}
      onClose={onClose}
      closeLabel={t.cancel}
      onSubmit={(e) => void onSubmit(e)}
      size="lg"
      busy={save.isPending}
      footer={<CancelSaveButtons busy={save.isPending} onCancel={onClose} texts={t} />}
    >
      <div className="grid gap-4">
        <TextField label={t.couponCode} value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} />
        <SelectField
          label={t.couponKind}
          value={kind}
          onChange={(e) => setKind(e.target.value as CouponFormRequest['kind'])}
        >
          <option value="percent">{t.couponKindPercent}</option>
          <option value="fixed">{t.couponKindFixed}</option>
          <option value="free_shipping">{t.couponKindFree}</option>
        </SelectField>
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
          <MoneyField
            label={t.couponAmount}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount}
          />
        ) : null}
        <MoneyField
          label={t.couponMinBasket}
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
        <section aria-labelledby={`${id}-restrict`} aria-describedby={`${id}-restrict-hint`} className="grid gap-3">
          <h3 id={`${id}-restrict`} className="text-sm font-semibold text-stone-900">
            {t.couponRestrict}
          </h3>
          <p id={`${id}-restrict-hint`} className="-mt-2 text-sm text-stone-600">
            {t.couponRestrictHint}
          </p>
          <TargetPicker
            legend={t.couponCategories}
            searchLabel={t.categorySearch}
            chosen={categories}
            onChange={setCategories}
            search={categoryQ}
            onSearch={setCategoryQ}
            matches={categoryQ.trim() ? categoryOptions.data?.map((c) => ({ id: c.id, name: c.name })) : undefined}
          />
          <TargetPicker
            legend={t.couponAuthors}
            searchLabel={t.authorSearch}
            placeholder={t.authorSearchPlaceholder}
            chosen={authors}
            onChange={setAuthors}
            search={authorQ}
            onSearch={setAuthorQ}
            matches={authorQ.trim() ? authorOptions.data : undefined}
          />
          <TargetPicker
            legend={t.couponBooks}
            searchLabel={t.bookSearch}
            placeholder={t.bookSearchPlaceholder}
            chosen={books}
            onChange={setBooks}
            search={bookQ}
            onSearch={setBookQ}
            matches={
              bookQ.trim()
                ? bookOptions.data?.map((b) => ({
                    id: b.id,
                    name: b.title,
                    detail: `${b.authorName} · ${formatPrice(b.price)}`,
                  }))
                : undefined
            }
          />
          {errors.targets ? (
            <p role="alert" className="text-sm text-red-600">
              {errors.targets}
            </p>
          ) : null}
        </section>
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
