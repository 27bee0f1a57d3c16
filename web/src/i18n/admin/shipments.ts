/**
 * Texts of the shipments on the admin orders screen (trPanels.adminShipments,
 * i18n/panels.ts): 'Kargoya hazırla' for one or several confirmed orders, its
 * result, the labels, the shipment in the order's detail and the carrier filter.
 */
export const adminShipments = {
  // Selection and the bulk action
  selectAll: 'Bu sayfadaki tüm siparişleri seç',
  selectOrder: 'Sipariş #{number} seç',
  selectHint: '{carrier} ile kargoya hazırlamak için onaylanmış siparişleri seçin.',
  selectedCount: '{n} sipariş seçildi',
  selectedReady: '{n} sipariş seçildi, {ready} tanesi kargoya hazırlanabilir',
  clearSelection: 'Seçimi temizle',
  prepare: 'Kargoya hazırla',
  prepareCount: 'Kargoya hazırla ({n})',
  prepareLabel: 'Sipariş #{number}: Kargoya hazırla',
  prepareBusy: 'Hazırlanıyor...',
  prepareHint: 'Yalnızca onaylanmış siparişler {carrier} ile kargoya hazırlanır.',
  prepareError: 'Siparişler kargoya hazırlanamadı',
  prepared: 'Sipariş kargoya hazırlandı: {carrier} · {tracking}',
  // Result dialog
  resultTitle: 'Kargoya hazırlama sonucu',
  resultPrepared: 'Hazırlanan siparişler ({n})',
  resultFailed: 'Hazırlanamayan siparişler ({n})',
  resultOrder: 'Sipariş #{number}',
  resultTracking: 'Takip no: {tracking}',
  printLabels: 'Etiketleri yazdır',
  printLabelsHint: 'Etiketler ve paket listeleri A6 sayfalar halinde yeni sekmede açılır.',
  // Filter
  filterCarrier: 'Kargo firması',
  /** The carrier's statuses as the domain labels them (bookstore.ShipmentStatus.Label). */
  statusOptions: {
    created: 'Kargo kaydı oluşturuldu',
    accepted: 'Kargo firmasına teslim edildi',
    in_transit: 'Transfer merkezinde',
    out_for_delivery: 'Dağıtıma çıktı',
    delivered: 'Teslim edildi',
    delivery_failed: 'Teslim edilemedi',
    returned: 'Göndericiye iade edildi',
    cancelled: 'İptal edildi',
  },
  // Shipment in the order's detail
  shipmentTitle: 'Kargo',
  carrier: 'Kargo firması',
  trackingNumber: 'Takip no',
  trackLink: 'Kargo takip sayfasını aç',
  status: 'Kargo durumu',
  createdAt: 'Oluşturuldu',
  deliveredAt: 'Teslim zamanı',
  weight: 'Ağırlık / desi',
  weightValue: '{kg} kg · {desi} desi',
  events: 'Kargo hareketleri',
  noEvents: 'Kargo firmasından henüz hareket bilgisi gelmedi.',
  attention: 'Yapılması gereken',
  labels: 'Etiketi yazdır',
  cancelShipment: 'Kargoyu iptal et',
  cancelTitle: 'Kargo kaydı iptal edilsin mi?',
  cancelText:
    'Sipariş #{number} için {carrier} kaydı ({tracking}) önce kargo firmasında iptal edilir. Sipariş “Onaylandı” durumunda kalır ve yeniden kargoya hazırlanabilir.',
  cancelSubmit: 'Kargoyu iptal et',
  cancelBusy: 'İptal ediliyor...',
  cancelKeep: 'Vazgeç',
  cancelled: 'Kargo kaydı iptal edildi',
  cancelError: 'Kargo kaydı iptal edilemedi',
} as const
