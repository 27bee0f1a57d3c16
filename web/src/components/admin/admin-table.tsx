import type { ReactNode } from 'react'

export interface AdminColumn {
  label: string
  /** Numbers and the actions column sit on the right. */
  align?: 'right'
}

/** The frame of an admin list table: the scroll box, the header row from `columns`, and the body rows given as children. */
export function AdminTable({ columns, children }: { columns: AdminColumn[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-stone-200 text-left">
        <thead className="bg-stone-50 text-xs text-stone-600">
          <tr>
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={`px-3 py-3 font-semibold whitespace-nowrap ${c.align === 'right' ? 'text-right' : ''}`}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  )
}
