package demo

import "bookstore/internal/bookstore"

// Publisher contact details used by the content pages (all fictional).
// The company behind them is the domain's demo seller, which the default
// invoice settings name too: a demo contract and a demo invoice name the
// same seller.
const (
	PublisherAddress = bookstore.DemoSellerAddress
	PublisherPhone   = bookstore.DemoSellerPhone
	PublisherEmail   = bookstore.DemoSellerEmail
	PublisherMersis  = "0541 2378 9610 0015"
)

func pages() []Page {
	return []Page{
		{
			Key:       "about",
			Title:     "Hakkımızda",
			Published: true,
			Meta: map[string]any{
				"stats": map[string]any{
					"books":   "500+",
					"authors": "50+",
					"awards":  "30+",
					"readers": "15K+",
				},
				"hero_image": "",
				"email":      PublisherEmail,
				"phone":      PublisherPhone,
				"address":    PublisherAddress,
			},
			Content: `<h2>Hikâyemiz</h2>
<p><strong>Kitapevi Yayınları</strong>, 2001 yılında Beyoğlu'nda, Asmalımescit'in dar sokaklarından birinde küçük bir sahaf dükkânı olarak doğdu. Kurucularımız, raflarda yıllarca bekleyen kitapların okurlarıyla buluştuğu o tozlu dükkânda, iyi bir kitabın bir insanın hayatını nasıl değiştirebileceğine her gün yeniden tanık oldular. Birkaç yıl sonra sahaf dükkânının arka odasında ilk kitabımızı yayımladık: genç bir şairin, iki yüz adet basılan ve üç ayda tükenen ilk şiir kitabı.</p>
<p>Bugün roman ve öyküden şiire, tarihten popüler bilime, çocuk kitaplarından gezi yazılarına uzanan geniş bir yelpazede yayın yapıyoruz. Beş yüzü aşkın kitap ve elliyi aşkın yazarla büyüdük; ama hâlâ her kitabı, o ilk şiir kitabını basarken duyduğumuz heyecanla hazırlıyoruz.</p>
<h2>Neler Yapıyoruz?</h2>
<p>Yayıncılığın yanı sıra imza günleri, şiir akşamları, çocuklar için masal atölyeleri ve yazarlık atölyeleri düzenliyoruz. Etkinliklerimizi İstanbul'un yanı sıra Ankara, İzmir, Bursa ve Eskişehir'de de okurlarımızla buluşturuyoruz. Güncel programımızı <strong>Etkinlikler</strong> sayfamızdan takip edebilirsiniz.</p>
<p>Yazarlarımızdan biri olmak istiyorsanız, dosyanızı <a href="/yazar-giris#author-apply">yazar başvuru sayfamız</a> üzerinden bize iletebilirsiniz. Gelen her dosyayı okuyor, en geç üç ay içinde yanıt veriyoruz.</p>`,
		},
		{
			Key:       "contact",
			Title:     "İletişim",
			Published: true,
			Meta: map[string]any{
				"address": PublisherAddress,
				"phone":   PublisherPhone,
				"email":   PublisherEmail,
				// The seller's legal identity in the contracts (bookstore.SellerOf).
				"seller_title": bookstore.DemoSellerTitle,
				"mersis":       PublisherMersis,
				// Demo values: a made-up tax number and KEP address.
				"tax_office": bookstore.DemoSellerTaxOffice,
				"tax_number": bookstore.DemoSellerVKN,
				"kep":        "kitapeviyayinlari@hs01.kep.tr",
				"social": map[string]any{
					"facebook":  "https://www.facebook.com/kitapeviyayinlari",
					"twitter":   "https://twitter.com/kitapeviyayin",
					"instagram": "https://www.instagram.com/kitapeviyayinlari",
				},
			},
			Content: `<h2>Bize Ulaşın</h2>
<p>Siparişleriniz, yayın başvurularınız, etkinlik önerileriniz ya da yalnızca bir kitap tavsiyesi için bize her zaman yazabilirsiniz. Müşteri hizmetlerimiz <strong>hafta içi 09.00-18.00</strong>, <strong>cumartesi 10.00-14.00</strong> saatleri arasında hizmet vermektedir.</p>
<ul>
<li><strong>Adres:</strong> Asmalımescit Mah. Sofyalı Sok. No: 18/2, 34430 Beyoğlu/İstanbul</li>
<li><strong>Telefon:</strong> +90 212 245 18 34</li>
<li><strong>E-posta:</strong> merhaba@kitapeviyayinlari.com.tr</li>
</ul>
<h2>Yayın Başvuruları</h2>
<p>Dosyanızı <a href="/yazar-giris#author-apply">yazar başvuru sayfamızdan</a> iletebilirsiniz. Lütfen çalışmanızın tamamını, kısa bir özgeçmişle birlikte gönderin. Tüm dosyalar editör kurulumuz tarafından okunur ve en geç üç ay içinde yanıtlanır.</p>
<h2>Ulaşım</h2>
<p>Ofisimiz, Şişhane metro istasyonuna beş dakika, Tünel'e üç dakika yürüme mesafesindedir. Ziyaretlerinizden önce telefonla randevu almanızı rica ederiz.</p>`,
		},
		{
			Key:       "privacy",
			Title:     "Gizlilik Politikası",
			Published: true,
			Meta: map[string]any{
				"subtitle": "Kişisel verileriniz, 6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında güvence altındadır.",
			},
			Content: `<h2>1. Veri Sorumlusu</h2>
<p>Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu ("<strong>KVKK</strong>") uyarınca veri sorumlusu sıfatıyla <strong>Kitapevi Yayıncılık ve Dağıtım Ltd. Şti.</strong> (MERSİS No: 0541 2378 9610 0015; Asmalımescit Mah. Sofyalı Sok. No: 18/2, 34430 Beyoğlu/İstanbul) tarafından hazırlanmıştır.</p>
<h2>2. İşlenen Kişisel Veriler</h2>
<p>Sitemizi kullanmanız ve alışveriş yapmanız sırasında aşağıdaki veriler işlenebilir:</p>
<ul>
<li><strong>Kimlik ve iletişim bilgileri:</strong> ad soyad, e-posta adresi, telefon numarası, teslimat adresi.</li>
<li><strong>Müşteri işlem bilgileri:</strong> sipariş geçmişi, sepet ve favori listeleri, stok bildirim talepleri.</li>
<li><strong>İşlem güvenliği bilgileri:</strong> IP adresi, oturum kayıtları, tarayıcı bilgileri.</li>
<li><strong>Görsel veriler:</strong> profilinize yüklediğiniz fotoğraf.</li>
</ul>
<p>Kart bilgileriniz sitemizde <strong>saklanmaz</strong>; ödemeler, BDDK lisanslı ödeme kuruluşu aracılığıyla 3D Secure doğrulamasıyla gerçekleştirilir.</p>
<h2>3. İşleme Amaçları ve Hukuki Sebepler</h2>
<p>Kişisel verileriniz; üyelik işlemlerinin yürütülmesi, siparişlerinizin alınması, faturalandırılması ve teslim edilmesi, müşteri hizmetleri taleplerinin yanıtlanması, bilgi güvenliğinin sağlanması ve yasal yükümlülüklerimizin yerine getirilmesi amaçlarıyla, KVKK'nın 5. maddesinde belirtilen sözleşmenin ifası, hukuki yükümlülük ve meşru menfaat hukuki sebeplerine dayanılarak işlenir. Kampanya ve bülten iletileri yalnızca açık rızanız bulunması hâlinde gönderilir.</p>
<h2>4. Aktarım</h2>
<p>Verileriniz, yalnızca yukarıdaki amaçlarla sınırlı olarak kargo firmaları, ödeme kuruluşları, barındırma hizmeti sağlayıcıları ve talep hâlinde yetkili kamu kurumlarıyla paylaşılır. Verileriniz hiçbir koşulda pazarlama amacıyla üçüncü kişilere satılmaz.</p>
<h2>5. Saklama Süresi</h2>
<p>Verileriniz, ilgili mevzuatta öngörülen süreler boyunca (örneğin ticari kayıtlar için 10 yıl) saklanır; sürenin dolmasının ardından silinir, yok edilir veya anonim hâle getirilir.</p>
<h2>6. Haklarınız</h2>
<p>KVKK'nın 11. maddesi uyarınca verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini veya silinmesini isteme ve işlemeye itiraz etme haklarına sahipsiniz. Taleplerinizi <strong>merhaba@kitapeviyayinlari.com.tr</strong> adresine ya da yazılı olarak şirket adresimize iletebilirsiniz. Başvurular en geç 30 gün içinde ücretsiz olarak yanıtlanır.</p>
<h2>7. Çerezler</h2>
<p>Sitemizde oturumunuzu açık tutmak ve sepetinizi hatırlamak için zorunlu çerezler kullanılır. Tarayıcı ayarlarınızdan çerezleri yönetebilirsiniz; ancak zorunlu çerezlerin engellenmesi durumunda bazı özellikler çalışmayabilir.</p>
<p><em>Son güncelleme: 1 Ekim 2026</em></p>`,
		},
		{
			Key:       "terms",
			Title:     "Kullanım Koşulları",
			Published: true,
			Meta:      map[string]any{"subtitle": "Sitemizi kullanmadan önce lütfen bu koşulları dikkatlice okuyun."},
			Content: `<h2>1. Taraflar ve Kapsam</h2>
<p>Bu kullanım koşulları, <strong>Kitapevi Yayıncılık ve Dağıtım Ltd. Şti.</strong> (MERSİS No: 0541 2378 9610 0015) tarafından işletilen internet sitesinin kullanımına ilişkin kuralları düzenler. Siteye üye olarak veya alışveriş yaparak bu koşulları kabul etmiş sayılırsınız.</p>
<h2>2. Üyelik</h2>
<ul>
<li>Üyelik için verdiğiniz bilgilerin doğru ve güncel olması gerekir.</li>
<li>Hesabınızın ve şifrenizin güvenliğinden siz sorumlusunuz. Şifrenizi kimseyle paylaşmayın; tahmin edilmesi kolay, yaygın şifreler kabul edilmez.</li>
<li>Koşullara aykırı kullanım tespit edilmesi hâlinde hesabınız askıya alınabilir.</li>
</ul>
<h2>3. Sipariş, Fiyat ve Ödeme</h2>
<p>Sitede yer alan fiyatlar Türk lirası cinsindendir ve KDV dahildir. <strong>` + bookstore.ShippingTermsToken + `</strong> Ödemeler kredi kartı veya banka kartıyla, 3D Secure doğrulaması ile alınır. Stokta bulunmayan ürünler için sipariş verilemez; stok bildirimi talep edebilirsiniz.</p>
<h2>4. Teslimat</h2>
<p>Siparişleriniz, ödemenin onaylanmasının ardından genellikle 1-3 iş günü içinde kargoya verilir. Kargo takip numaranız, <strong>Siparişlerim</strong> sayfasında görüntülenir.</p>
<h2>5. Cayma Hakkı ve İade</h2>
<p>6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca, ürünü teslim aldığınız tarihten itibaren <strong>14 gün</strong> içinde herhangi bir gerekçe göstermeksizin cayma hakkınızı kullanabilirsiniz. İade edilecek kitabın kullanılmamış ve yeniden satılabilir durumda olması gerekir. İade bedeli, ürünün bize ulaşmasından itibaren 14 gün içinde ödemede kullandığınız karta iade edilir.</p>
<h2>6. Fikrî Mülkiyet</h2>
<p>Sitedeki metinler, kapak tasarımları, görseller ve logolar Kitapevi Yayınları'na veya ilgili hak sahiplerine aittir; izinsiz kopyalanamaz ve çoğaltılamaz.</p>
<h2>7. Uyuşmazlıkların Çözümü</h2>
<p>Bu koşullardan doğabilecek uyuşmazlıklarda, Ticaret Bakanlığınca ilan edilen parasal sınırlar dahilinde tüketici hakem heyetleri, bu sınırları aşan durumlarda İstanbul (Merkez) tüketici mahkemeleri yetkilidir.</p>
<p><em>Son güncelleme: 1 Ekim 2026</em></p>`,
		},
		// The cookie page (/cerez-politikasi) asks for this page; without it
		// every visit logged a 404. Its table of cookies comes from the server.
		{
			Key:       "cookies",
			Title:     "Çerez Politikası",
			Published: true,
			Meta:      map[string]any{"subtitle": "Sitemizde hangi çerezleri neden kullandığımızı açıklıyoruz."},
			Content: `<h2>Çerez Nedir?</h2>
<p>Çerezler, bir internet sitesini ziyaret ettiğinizde tarayıcınıza kaydedilen küçük metin dosyalarıdır. Site, bir sonraki isteğinizde bu dosyaları okuyarak sizi ve tercihlerinizi hatırlar.</p>
<h2>Hangi Çerezleri Kullanıyoruz?</h2>
<p>Sitemizde yalnızca <strong>zorunlu çerezler</strong> kullanılır: oturumunuzu açık tutmak, sepetinizi hatırlamak ve güvenliğinizi sağlamak için gereklidirler. Reklam veya izleme amaçlı üçüncü taraf çerezi kullanılmaz. Aşağıdaki tabloda her çerezin adı, amacı ve saklama süresi yer alır.</p>
<h2>Çerezleri Nasıl Yönetebilirsiniz?</h2>
<p>Tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz; zorunlu çerezler engellendiğinde oturum açma ve sepet gibi özellikler çalışmaz.</p>
<h2>İletişim</h2>
<p>Çerezler ve kişisel verileriniz hakkındaki sorularınızı <strong>merhaba@kitapeviyayinlari.com.tr</strong> adresine iletebilirsiniz. Kişisel verilerinizin nasıl işlendiğini <a href="/gizlilik-politikasi">Gizlilik Politikası</a> sayfamızda ayrıntılı olarak bulabilirsiniz.</p>
<p><em>Son güncelleme: 1 Ekim 2026</em></p>`,
		},
	}
}
