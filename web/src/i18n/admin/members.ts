/** Texts of the admin members screen (panels.md), part of the one catalogue (tr.adminMembers). */
export const adminMembers = {
  title: 'Üye Yönetimi',
} as const
