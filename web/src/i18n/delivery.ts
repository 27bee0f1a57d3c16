/**
 * Texts of the delivery setting (/admin/ayarlar, 'Teslimat süresi'): the
 * book page's and the cart's 'Tahmini teslim' are computed from it. Part of
 * the panels' catalogue (trPanels.delivery); the bounds' messages are the
 * server's (internal/bookstore/delivery_estimate.go).
 */
export const delivery = {
  title: 'Teslimat süresi',
  intro:
    'Kitap sayfası ve sepet, bu ayara göre tahmini teslim gününü gösterir ("Tahmini teslim: 2 Aralık Çarşamba"). Yalnız iş günleri sayılır: hafta sonları ve resmî tatiller (bayramlar dahil) atlanır.',
  handlingDays: 'Hazırlık süresi (iş günü)',
  handlingHint: 'Siparişin kargoya verildiği gün dahil: 1 ise aynı gün kargoda.',
  cutoffHour: 'Kargo kesim saati',
  cutoffHint: 'Bu saatten önce verilen siparişler o gün sayılır.',
  transitDays: 'Kargoda geçen süre (iş günü)',
  transitHint: 'Kargo firmasının teslim süresi.',
  handlingInvalid: 'Hazırlık süresi 0 ile 15 iş günü arasında olmalıdır',
  cutoffInvalid: 'Kargo kesim saati 1 ile 23 arasında olmalıdır',
  transitInvalid: 'Kargoda geçen süre 0 ile 15 iş günü arasında olmalıdır',
  hourOption: '{hour}:00',
  closedDays: 'Kapalı günler',
  closedHint:
    'Hafta sonu ve resmî tatiller dışında kargo çıkmayan günler (idari izin, sayım günü…): her satıra bir tarih, GG.AA.YYYY. En fazla 60 gün.',
  closedInvalid: 'Her satıra bir tarih yazın: GG.AA.YYYY (ör. 02.01.2027)',
  save: 'Kaydet',
  saving: 'Kaydediliyor…',
  saved: 'Teslimat süresi kaydedildi',
  saveError: 'Teslimat süresi kaydedilemedi',
} as const
