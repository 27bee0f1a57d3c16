/** Texts of the admin featured screen (panels.md), part of the one catalogue (tr.adminFeatured). */
export const adminFeatured = {
  title: 'Öne Çıkan Kitaplar',
} as const
