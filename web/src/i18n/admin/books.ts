/** Texts of the admin books screen (panels.md), part of the one catalogue (tr.adminBooks). */
export const adminBooks = {
  title: 'Kitap Yönetimi',
} as const
