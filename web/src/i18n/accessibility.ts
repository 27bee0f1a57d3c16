/** The skip link and the accessibility statement, /erisilebilirlik. */
export const a11y = {
  skipToContent: 'İçeriğe geç',
  footerLink: 'Erişilebilirlik',
  title: 'Erişilebilirlik Beyanı',
  subtitle: 'Sitemizi herkesin kullanabilmesi için neler yaptığımız ve nelerin eksik olduğu.',
  conformanceTitle: 'Uyum durumu',
  conformance:
    'Kitapevi Yayınları sitesi, Web İçeriği Erişilebilirlik Yönergeleri (WCAG) 2.2 sürümünün AA düzeyine uymayı hedefler. Mağaza, üye sayfaları, yazar paneli ve admin paneli bu hedefle geliştirilir ve denetlenir.',
  measuresTitle: 'Neler yaptık',
  measures: [
    'Yazı ve düğme renkleri en az 4,5:1 (büyük yazı ve kontrollerde 3:1) karşıtlık oranını sağlar.',
    'Her sayfanın başında, klavyeyle doğrudan ana içeriğe geçmek için bir "İçeriğe geç" bağlantısı vardır.',
    'Her sayfanın kendi başlığı vardır; tüm form alanlarının ve düğmelerin ekran okuyucuların okuyabileceği adları vardır.',
    'Tüm sayfalar klavyeyle kullanılabilir: menüler Enter ile açılır, Escape ile kapanır; açılan pencereler odağı içinde tutar ve kapanınca odağı açıldıkları yere geri verir.',
    'Klavye odağı sabit üst menünün altında kalmaz; dokunma hedefleri en az 24×24 pikseldir.',
    'Bildirimler ekran okuyuculara da duyurulur.',
  ],
  testingTitle: 'Nasıl denetliyoruz',
  testing:
    'Her sürümde otomatik bir tarayıcı testi, sitenin tüm sayfalarını (ziyaretçi, üye, yazar ve admin olarak; masaüstü ve telefon genişliğinde) axe-core ile WCAG 2.2 AA kurallarına göre tarar ve ciddi ya da kritik bir sorun bulduğunda sürüm yayımlanmaz. Ana akışlar (arama, sepet, ödeme, giriş, panellerdeki pencereler) ayrıca yalnızca klavyeyle denenir.',
  limitsTitle: 'Bilinen sınırlamalar',
  limits: [
    'Kitap kapakları ve etkinlik görselleri yüklendikleri gibi gösterilir; görsellerdeki yazılar için ayrı bir metin açıklaması yoktur, kitabın adı ve yazarı sayfada metin olarak yer alır.',
    'Kart ile ödeme adımındaki 3D Secure ve ödeme formu sayfaları ödeme kuruluşu ve bankanız tarafından sağlanır; bu sayfaların erişilebilirliği onların sorumluluğundadır.',
    'Yazar ve admin panellerindeki zengin metin düzenleyicisinin araç çubuğu klavyeyle kullanılabilir, ancak biçimlendirme kısayolları ekran okuyuculara duyurulmaz.',
  ],
  contactTitle: 'Sorun bildirin',
  contact:
    'Sitemizde erişemediğiniz bir içerik ya da kullanamadığınız bir işlev olursa bize yazın; sorunu ve kullandığınız cihazı, tarayıcıyı ve varsa yardımcı teknolojiyi belirtin. Size en geç 10 iş günü içinde dönüş yaparız.',
  contactEmail: 'E-posta:',
  contactPhone: 'Telefon:',
  updated: 'Bu beyan en son Kasım 2026’da gözden geçirilmiştir.',
} as const
