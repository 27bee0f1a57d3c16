/**
 * Texts of the staff notices: the card of /admin/ayarlar ('Ekip
 * bildirimleri') and the admin's own choice on /admin/hesabim. Part of the
 * panels' catalogue (trPanels.staffNotices).
 */
export const staffNotices = {
  title: 'Ekip bildirimleri',
  intro:
    'Yeni ödenmiş sipariş, iade talebi, teslim edilemeyen kargo, azalan stok, yazar başvurusu, onay bekleyen kitap düzenlemesi ve sonuçlanmayan ödeme veya iade olduğunda ekibe e-posta gönderilir.',
  recipients: 'Bildirim e-posta listesi',
  recipientsHint:
    'Her satıra bir e-posta adresi yazın (en fazla 50). Yöneticiler kendi tercihlerini Hesabım sayfasından seçer.',
  listDelivery: 'Liste nasıl bilgilendirilsin?',
  deliveryEach: 'Her olayda bir e-posta',
  deliveryDigest: 'Günde bir özet e-postası',
  deliveryNone: 'Bildirim almak istemiyorum',
  digestHour: 'Günlük özetin gönderileceği saat',
  digestHourHint: 'Bir günün bildirimleri ertesi gün bu saatte (Türkiye saati) tek e-postada gönderilir.',
  digestHourOption: 'Saat {hour}',
  lowStockDefault: 'Varsayılan düşük stok eşiği',
  lowStockDefaultHint:
    'Kendi eşiği olmayan kitaplarda stok bu sayıya veya altına düştüğünde bildirim gönderilir. Kitaba özel eşik Raporlar sayfasındaki düşük stok tablosundan verilir.',
  lowStockInvalid: 'Eşik 0 ile 10000 arasında bir tam sayı olmalı.',
  save: 'Kaydet',
  saving: 'Kaydediliyor…',
  saved: 'Bildirim ayarları kaydedildi',
  saveError: 'Bildirim ayarları kaydedilemedi',
  mineTitle: 'Ekip bildirimlerim',
  mineIntro: 'Sipariş, iade, stok ve onay bekleyen işlerle ilgili bildirimleri nasıl almak istediğinizi seçin.',
  mineLegend: 'Bildirim tercihim',
  mineSaved: 'Bildirim tercihiniz kaydedildi',
  mineSaveError: 'Bildirim tercihiniz kaydedilemedi',
}
