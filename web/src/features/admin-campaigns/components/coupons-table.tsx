import { fmt, tr } from '@/i18n'
import { AdminTable } from '@/components/admin/admin-table'
import { Button } from '@/components/ui/button'
import { formatDateTime, formatPrice } from '@/lib/format'
import { notify } from '@/lib/notify'
import { serverMessageOr } from '@/lib/errors'
import { useSetCouponActive, type AdminCoupon } from '../api/sales'
import { couponScope } from './form-parts'

const t = tr.campaigns

function value(c: AdminCoupon): string {
  if (c.kind === 'percent') return fmt(t.discountPercent, { n: c.percent })
  if (c.kind === 'fixed') return formatPrice(c.amount)
  return t.couponKindFree
}

const limit = (n: number) => (n > 0 ? String(n) : t.unlimited)

/** Every restriction's name, for the scope line's tooltip. */
const scopeNames = (c: AdminCoupon) => [...c.categoryNames, ...c.authorNames, ...c.bookTitles].join(', ')

/**
 * The coupons with their terms, their scope ('Kapsam: 2 yazar, 3 kitap'),
 * usage (orders holding a use, the discount paid orders got) and actions.
 */
export function CouponsTable({ coupons, onEdit }: { coupons: AdminCoupon[]; onEdit: (c: AdminCoupon) => void }) {
  const toggle = useSetCouponActive()
  return (
    <AdminTable
      label={t.couponsTableLabel}
      columns={[
        { label: t.colCode },
        { label: t.colValue },
        { label: t.colPeriod },
        { label: t.colLimits },
        { label: t.colUsage },
        { label: t.colState },
        { label: t.colActions, align: 'right' },
      ]}
    >
      {coupons.map((c) => {
        const action = c.active ? t.couponDeactivate : t.couponActivate
        return (
          <tr key={c.id} className="text-sm text-stone-700">
            <td className="px-3 py-3 font-mono font-semibold text-stone-900">{c.code}</td>
            <td className="px-3 py-3 whitespace-nowrap">
              {value(c)}
              {c.minBasket > 0 ? (
                <span className="block text-xs text-stone-600">
                  {fmt(t.minBasket, { amount: formatPrice(c.minBasket) })}
                </span>
              ) : null}
              <span
                className="block text-xs text-stone-600"
                title={scopeNames(c) || undefined}
                data-testid="coupon-scope"
              >
                {couponScope(c, t) ?? t.couponAllBooks}
              </span>
            </td>
            <td className="min-w-40 px-3 py-3">
              {fmt(t.period, { from: formatDateTime(c.startsAt), to: formatDateTime(c.endsAt) })}
            </td>
            <td className="px-3 py-3">
              {fmt(t.limits, { total: limit(c.totalLimit), member: limit(c.perMemberLimit) })}
            </td>
            <td className="px-3 py-3 whitespace-nowrap" data-testid="coupon-usage">
              {fmt(t.usage, { n: c.used, amount: formatPrice(c.discountGiven) })}
            </td>
            <td className="px-3 py-3">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
                  c.active ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-stone-700'
                }`}
              >
                {c.active ? t.couponStateActive : t.couponStateInactive}
              </span>
            </td>
            <td className="px-3 py-3 text-right whitespace-nowrap">
              {/* Stacked: the terms' columns keep their width on a laptop. */}
              <div className="flex flex-col items-end gap-1">
                <Button variant="link" aria-label={fmt(t.couponEditLabel, { code: c.code })} onClick={() => onEdit(c)}>
                  {t.couponEdit}
                </Button>
                <Button
                  variant="link"
                  disabled={toggle.isPending}
                  aria-label={fmt(t.couponToggleLabel, { code: c.code, action })}
                  onClick={() =>
                    toggle.mutate(
                      { id: c.id, active: !c.active },
                      { onError: (err) => notify.error(serverMessageOr(err, t.couponSaveError)) },
                    )
                  }
                >
                  {action}
                </Button>
              </div>
            </td>
          </tr>
        )
      })}
    </AdminTable>
  )
}
