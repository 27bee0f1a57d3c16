/** Texts of the admin events screen (panels.md), part of the one catalogue (tr.adminEvents). */
export const adminEvents = {
  title: 'Etkinlik Yönetimi',
} as const
