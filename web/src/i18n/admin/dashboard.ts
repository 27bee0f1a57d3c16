/** Texts of the admin dashboard screen (panels.md), part of the one catalogue (tr.adminDashboard). */
export const adminDashboard = {
  title: 'Dashboard',
} as const
