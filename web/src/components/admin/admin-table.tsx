import type { ReactNode } from 'react'
import { ScrollBox } from '@/components/ui/scroll-box'

export interface AdminColumn {
  label: string
  /** Numbers and the actions column sit on the right. */
  align?: 'right'
  /** A heading read by screen readers only (a column of buttons that name themselves). */
  srOnly?: boolean
  /** A column shown from md up only (a phone shows its facts elsewhere in the row). */
  fromMd?: boolean
  /** A control in the heading in place of the label (a select-all checkbox that names itself). */
  header?: ReactNode
}

/**
 * The last column (every admin table's row actions) is pinned to the right
 * edge: on a phone the table scrolls sideways under it, and the actions stay
 * in view instead of scrolling off-screen.
 */
const pinLast =
  '[&_td:last-child]:sticky [&_td:last-child]:right-0 [&_td:last-child]:bg-white ' +
  '[&_th:last-child]:sticky [&_th:last-child]:right-0 [&_th:last-child]:bg-stone-50 ' +
  '[&_td:last-child]:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)] [&_th:last-child]:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)]'

/**
 * The frame of an admin list table: the scroll box, the header row from
 * `columns`, and the body rows given as children. `label` names the table's
 * scroll region (a keyboard user tabs to it and scrolls it with the arrows).
 */
export function AdminTable({
  label,
  columns,
  children,
}: {
  label: string
  columns: AdminColumn[]
  children: ReactNode
}) {
  return (
    <ScrollBox label={label} className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className={`min-w-full divide-y divide-stone-200 text-left ${pinLast}`}>
        <thead className="bg-stone-50 text-xs text-stone-600">
          <tr>
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={`px-3 py-3 font-semibold whitespace-nowrap ${c.align === 'right' ? 'text-right' : ''} ${c.fromMd ? 'hidden md:table-cell' : ''}`}
              >
                {c.header ?? (c.srOnly ? <span className="sr-only">{c.label}</span> : c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </ScrollBox>
  )
}
