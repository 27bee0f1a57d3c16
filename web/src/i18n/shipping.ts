/**
 * Texts of the shipping setting (/admin/ayarlar, 'Kargo'). Part
 * of the one catalogue (tr.shipping).
 */
export const shipping = {
  title: 'Kargo',
  intro:
    'Sepet tutarı eşiğin altında kalan siparişlerden kargo ücreti alınır. Eşik, kupon indirimi düşüldükten sonraki tutara göre hesaplanır. Değişiklik yeni sepet ve siparişlere uygulanır; verilmiş siparişler kendi kargo bedelini korur. Kargo koşullarını anlatan içerik sayfalarını (ör. Kullanım Koşulları) da güncelleyin.',
  fee: 'Kargo ücreti (₺)',
  freeFrom: 'Ücretsiz kargo eşiği (₺)',
  feeHint: '0 girilirse kargo her zaman ücretsizdir.',
  freeFromHint: 'Bu tutar ve üzerindeki sepetlerde kargo ücretsizdir.',
  current: 'Şu an: {threshold} altındaki siparişlerde kargo {fee}.',
  currentFree: 'Şu an: kargo her siparişte ücretsiz.',
  feeInvalid: 'Kargo ücreti 0 ile 1.000 ₺ arasında olmalıdır',
  freeFromInvalid: 'Ücretsiz kargo eşiği 0 ile 100.000 ₺ arasında olmalıdır',
  save: 'Kaydet',
  saving: 'Kaydediliyor…',
  saved: 'Kargo ayarı kaydedildi',
  saveError: 'Kargo ayarı kaydedilemedi',
}
