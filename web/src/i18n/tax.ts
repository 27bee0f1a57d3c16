/**
 * Texts of KDV: the settings card (/admin/ayarlar, 'KDV'), the book form's
 * KDV select and the KDV on the admin's order page. Part of the panels'
 * catalogue (trPanels.tax).
 */
export const tax = {
  title: 'KDV',
  intro:
    'Fiyatlar KDV dahildir; KDV sınıfı yalnızca fiyatın ne kadarının vergi olduğunu belirler. Değişiklik yeni siparişlere uygulanır; verilmiş siparişler kendi KDV sınıflarını korur. Oranları mali müşavirinize doğrulatın.',
  bookDefault: 'Kitaplar için varsayılan sınıf',
  bookDefaultHint:
    'Kendi sınıfı seçilmemiş her kitap bu sınıfla satılır. Basılı kitaplar KDV Kanunu 13/n ile istisnadır (kod 335).',
  shipping: 'Kargo KDV’si',
  shippingHint: 'Varsayılan %20. İstisna kitaplarla gönderilen kargonun vergisini mali müşavirinize sorun.',
  ebook: 'E-kitap KDV’si',
  ebookHint: 'Dijital baskılar için (ileride satılacak); varsayılan %20.',
  save: 'Kaydet',
  saving: 'Kaydediliyor…',
  saved: 'KDV ayarları kaydedildi',
  saveError: 'KDV ayarları kaydedilemedi',
  // The KDV select (book form, settings)
  field: 'KDV',
  bookFieldHint: 'Fiyat KDV dahildir. Yalnızca bu kitap farklı vergilendiriliyorsa değiştirin.',
  shopDefault: 'Mağaza varsayılanı ({class})',
  shopDefaultPlain: 'Mağaza varsayılanı',
  rate: '%{rate}',
  exempt: '%0 — {code} {name}',
  /** Short names of the exemption codes for the default's label; other codes use the server's name. */
  exemptionShort: { '335': 'Basılı kitap' } as Record<string, string>,
  // The admin's order page
  lineTax: 'KDV {label}: {amount}',
  totalsTitle: 'KDV dökümü',
  totalsRate: 'KDV {label}',
  totalsBase: 'Matrah {amount}',
  totalsTax: 'Toplam KDV',
  shippingLine: 'Kargo KDV’si ({label}, yukarıdakilere dahil)',
}
