/** Texts of the admin content screen (panels.md), part of the one catalogue (tr.adminContent). */
export const adminContent = {
  title: 'İçerik Yönetimi',
} as const
