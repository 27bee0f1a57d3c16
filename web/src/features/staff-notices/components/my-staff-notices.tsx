import { useState } from 'react'
import { trPanels } from '@/i18n/panels'
import { QueryState } from '@/components/query-state'
import { serverMessageOr } from '@/lib/errors'
import { notify } from '@/lib/notify'
import { useMyStaffNotices, useSaveMyStaffNotices, type MyStaffNotices } from '../api/staff-notices'

const t = trPanels.staffNotices

const choices: { value: MyStaffNotices['delivery']; label: string }[] = [
  { value: 'none', label: t.deliveryNone },
  { value: 'each', label: t.deliveryEach },
  { value: 'digest', label: t.deliveryDigest },
]

/** /admin/hesabim: how the signed-in admin gets the staff notices; a choice is saved at once. */
export function MyStaffNoticesCard() {
  const mine = useMyStaffNotices()
  const save = useSaveMyStaffNotices()
  // The choice shows at once; a refused save puts back the saved one.
  const [picked, setPicked] = useState<MyStaffNotices['delivery'] | null>(null)

  async function choose(delivery: MyStaffNotices['delivery']) {
    setPicked(delivery)
    try {
      await save.mutateAsync({ delivery })
      notify.success(t.mineSaved)
    } catch (err) {
      setPicked(null)
      notify.error(serverMessageOr(err, t.mineSaveError))
    }
  }

  return (
    <section
      aria-labelledby="my-staff-notices-title"
      className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="my-staff-notices-title" className="font-serif text-lg font-bold text-stone-900">
        {t.mineTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t.mineIntro}</p>
      <QueryState query={mine}>
        {(data) => (
          <fieldset className="mt-4 space-y-2" disabled={save.isPending}>
            <legend className="sr-only">{t.mineLegend}</legend>
            {choices.map((c) => (
              <label
                key={c.value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-stone-200 px-3 py-2 text-sm text-stone-800 has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50"
              >
                <input
                  type="radio"
                  name="staff-notice-delivery"
                  value={c.value}
                  checked={(picked ?? data.delivery) === c.value}
                  onChange={() => void choose(c.value)}
                  className="h-4 w-4 accent-amber-600"
                />
                {c.label}
              </label>
            ))}
          </fieldset>
        )}
      </QueryState>
    </section>
  )
}
