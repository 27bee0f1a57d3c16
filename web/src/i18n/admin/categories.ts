/** Texts of the admin categories screen (panels.md), part of the one catalogue (tr.adminCategories). */
export const adminCategories = {
  title: 'Kategori Yönetimi',
} as const
