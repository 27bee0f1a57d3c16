import fixtures from './orders.json'

// Orders as the order endpoints answer them, for the tests of the admin's
// order screens and the member's order page: every order is one line of two
// copies of 'Book One', delivered to the same address. The data is in
// orders.json: Turkish text lives in the catalogue or in data files, not in
// source files.

/** The status labels the server sends with an admin's order. */
export const adminOrderLabels = fixtures.adminOrderLabels
export type AdminOrderStatus = keyof typeof adminOrderLabels

/** The admin tests' orders, one per status; the number is the id's first eight characters. */
export const pendingId = '0191a1b2-0000-7000-8000-000000000001'
export const confirmedId = '0191a1b3-0000-7000-8000-000000000002'
export const shippedId = '0191a1b4-0000-7000-8000-000000000003'

/** An order of /api/admin/orders: 259,00 TL with free shipping, by Deniz Okur; `extra` adds or replaces fields. */
export function adminOrder(id: string, status: AdminOrderStatus, extra: Record<string, unknown> = {}) {
  return {
    id,
    number: id.slice(0, 8),
    status,
    statusLabel: adminOrderLabels[status],
    ...fixtures.adminOrder,
    items: [
      { id: `${id}-l1`, bookId: 'b1', title: 'Book One', coverUrl: null, quantity: 2, price: 12950, lineTotal: 25900 },
    ],
    ...extra,
  }
}

/** The member tests' order. */
export const memberOrderId = '0192f1c2-7a4b-7c3d-9e8f-0123456789ab'

/** The member's order of /api/orders/{id}: 80,00 TL of books and 15,00 TL shipping; the status is its own label. */
export function memberOrder(status: string, extra: Record<string, unknown> = {}) {
  return {
    id: memberOrderId,
    number: memberOrderId.slice(0, 8),
    status,
    statusLabel: status,
    ...fixtures.memberOrder,
    items: [{ id: 'ol1', bookId: 'b1', title: 'Book One', coverUrl: null, quantity: 2, price: 4000, lineTotal: 8000 }],
    ...extra,
  }
}
