/** Texts of the admin authors screen (panels.md), part of the one catalogue (tr.adminAuthors). */
export const adminAuthors = {
  title: 'Yazar Yönetimi',
} as const
