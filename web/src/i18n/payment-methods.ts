/**
 * Part of `tr` (./tr): what the shopper sees of havale/EFT and kapıda ödeme:
 * the method choice at /odeme, the transfer instructions and the bank
 * refunds on the order page.
 */
export const payMethods = {
  // /odeme
  title: 'Ödeme yöntemi',
  names: { card: 'Kredi / banka kartı', transfer: 'Havale / EFT', cod: 'Kapıda ödeme' },
  unavailable: 'Kullanılamıyor',
  methodDiscount: 'Havale indirimi',
  methodFee: 'Kapıda ödeme bedeli',
  discountNote: '{amount} havale indirimi',
  feeNote: '+ {amount} kapıda ödeme bedeli',
  confirm: 'Siparişi onayla',
  confirming: 'Onaylanıyor...',
  confirmError: 'Sipariş onaylanamadı',
  transferHint:
    'Siparişi onayladığınızda banka hesaplarımız, göndereceğiniz tam tutar ve son ödeme zamanı gösterilir; aynı bilgiler e-posta adresinize de gönderilir. Ödemeniz hesabımıza geçtiğinde siparişiniz onaylanır.',
  codHint: 'Siparişiniz hemen onaylanır; ödemeyi teslimat sırasında kuryeye yaparsınız.',
  codFee: 'Kapıda ödeme bedeli: {fee}',
  codNoFee: 'Kapıda ödeme için ek bedel alınmaz.',
  codForms: 'Kapıda kabul edilen ödeme şekilleri: {forms}',
  obligation:
    "'Siparişi onayla' düğmesine bastığınızda siparişiniz için ödeme yükümlülüğü altına girdiğinizi kabul etmiş olursunuz.",
  transferPlaced: 'Siparişiniz alındı. Havale / EFT bilgileri aşağıdadır.',
  codPlaced: 'Siparişiniz onaylandı. Ödemeyi teslimatta yapacaksınız.',
  // The member's order page
  paymentMethod: 'Ödeme yöntemi',
  transferTitle: 'Havale / EFT bilgileri',
  transferIntro:
    'Aşağıdaki hesaplardan birine tam tutarı gönderin ve açıklamaya sipariş numaranızı yazın. Ödemeniz kaydedildiğinde siparişiniz onaylanır.',
  bank: 'Banka',
  holder: 'Hesap sahibi',
  iban: 'IBAN',
  copy: 'Kopyala',
  copyLabel: '{bank} IBAN numarasını kopyala',
  copied: 'IBAN kopyalandı',
  copyFailed: 'Kopyalanamadı; IBAN numarasını seçip elle kopyalayın.',
  amount: 'Gönderilecek tutar',
  reference: 'Açıklamaya yazın: {reference}',
  deadline: 'Son ödeme zamanı: {time}',
  deadlineNote: 'Bu zamana kadar ödemesi gelmeyen sipariş iptal edilir ve ürünler stoğa geri döner.',
  states: { awaited: 'Ödeme bekleniyor', partial: 'Eksik ödeme', paid: 'Ödendi', excess: 'Fazla ödeme' },
  missingText: 'Gelen tutar: {recorded}. Kalan {missing} tutarını aynı açıklamayla gönderin.',
  excessText: 'Fazla gönderdiğiniz {excess} size iade edilecek.',
  // Bank refunds of a transfer or kapıda ödeme order
  refundsTitle: 'İadeniz',
  refundReasons: { cancel: 'Sipariş iptali', return: 'Cayma / iade', excess: 'Fazla ödeme' },
  refundStates: { awaiting_iban: 'IBAN bekleniyor', due: 'İade yapılacak', done: 'İade yapıldı' },
  refundAmount: 'İade tutarı',
  refundDeadline: 'İadeniz 14 gün içinde, en geç {date} tarihinde hesabınıza gönderilir.',
  refundTo: 'Hesap: {iban} ({holder})',
  ibanFormTitle: 'İade için IBAN',
  ibanFormIntro: 'İadenin gönderileceği hesabın IBAN numarasını ve hesap sahibinin adını soyadını girin.',
  ibanLabel: 'IBAN',
  holderLabel: 'Ad Soyad',
  ibanInvalid: 'Geçerli bir IBAN girin (TR ile başlayan 26 karakter)',
  holderRequired: 'Hesap sahibinin adını ve soyadını girin',
  ibanSave: 'Gönder',
  ibanSaving: 'Gönderiliyor...',
  ibanSaved: 'IBAN bilginiz alındı',
  ibanError: 'IBAN bilginiz kaydedilemedi',
} as const
