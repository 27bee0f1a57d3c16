/** Texts of the admin orders screen (panels.md), part of the one catalogue (tr.adminOrders). */
export const adminOrders = {
  title: 'Sipariş Yönetimi',
} as const
