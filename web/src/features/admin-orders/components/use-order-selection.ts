import { useState } from 'react'
import type { AdminOrder } from '../api/types'

/**
 * The orders ticked on the current page of /admin/siparisler. Only the
 * page's orders count: an order that left the page (another page, a
 * filter, a search) is no longer selected, so the bulk action never acts
 * on something the admin cannot see.
 */
export function useOrderSelection(orders: AdminOrder[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set())
  const selected = orders.filter((o) => ticked.has(o.id))
  const all = orders.length > 0 && selected.length === orders.length
  return {
    selected,
    isSelected: (id: string) => ticked.has(id),
    all,
    some: selected.length > 0 && !all,
    toggle: (id: string) =>
      setTicked((prev) => {
        const next = new Set(prev)
        if (next.has(id)) next.delete(id)
        else next.add(id)
        return next
      }),
    toggleAll: () => setTicked(all ? new Set() : new Set(orders.map((o) => o.id))),
    clear: () => setTicked(new Set()),
  }
}

export type OrderSelection = ReturnType<typeof useOrderSelection>

/** The selected orders 'Kargoya hazırla' acts on: the confirmed ones. */
export function preparable(orders: AdminOrder[]): AdminOrder[] {
  return orders.filter((o) => o.status === 'confirmed')
}
