// Package demo holds a realistic, entirely fictional Turkish demo catalogue
// for the bookstore (categories, authors, books, events and content pages)
// and deterministic, locally generated images (covers, portraits, event
// banners). It has no database code: a seeder maps these values onto rows.
//
// All people, titles, ISBNs and the publisher "Kitapevi Yayınları" are
// invented. Keys are stable ASCII slugs, unique across each slice, meant for
// idempotent seeding.
package demo

import "time"

// Data is the whole demo catalogue.
type Data struct {
	Categories []Category
	Authors    []Author
	Books      []Book
	Events     []Event
	Pages      []Page
	Featured   []string // book Keys, in display order
}

// Category is a book category.
type Category struct {
	Key, Name, Description string
}

// Author is a fictional writer. Biography is HTML (<p>…</p>).
type Author struct {
	Key, Name, Biography string
	Approved             bool
	SinceYear            int
}

// Book is a catalogue entry. Description is HTML; ISBN is a valid ISBN-13
// without separators; PriceKurus is the price in kuruş (8990 = 89,90 TL);
// Published is YYYY-MM-DD.
type Book struct {
	Key, Title, AuthorKey, CategoryKey, Description, ISBN string
	PriceKurus                                            int64
	Stock                                                 int
	Pages                                                 int
	Published                                             string
	Approved                                              bool
	Featured                                              bool
}

// Event is an author event. The date is relative to the seeding time:
// DaysFromNow days from today at Hour:Minute local time (negative = past).
// Status is pending, approved or rejected.
type Event struct {
	Key, Title, AuthorKey, Description, Location string
	DaysFromNow                                  int
	Hour, Minute                                 int
	Status                                       string
}

// Date returns the event's date relative to now: DaysFromNow days after
// now's calendar day, at Hour:Minute in now's location.
func (e Event) Date(now time.Time) time.Time {
	y, m, d := now.Date()
	return time.Date(y, m, d+e.DaysFromNow, e.Hour, e.Minute, 0, 0, now.Location())
}

// Page is an editable content page (about, contact, privacy, terms).
// Content is HTML; Meta follows the page_contents.meta_data shape.
type Page struct {
	Key, Title, Content string
	Meta                map[string]any
	Published           bool
}

// Catalog returns a fresh copy of the demo catalogue. Callers may modify the
// result freely.
func Catalog() Data {
	d := Data{
		Categories: categories(),
		Authors:    authors(),
		Books:      books(),
		Events:     events(),
		Pages:      pages(),
	}
	for _, b := range d.Books {
		if b.Featured {
			d.Featured = append(d.Featured, b.Key)
		}
	}
	return d
}

func categories() []Category {
	return []Category{
		{"roman", "Roman", "Yerli yazarlarımızdan aile sagaları, şehir romanları ve insan ruhunun kıvrımlarında gezinen hikâyeler."},
		{"oyku", "Öykü", "Kısa ama derin: gündelik hayatın ince anlarını yakalayan öykü kitapları ve seçkiler."},
		{"siir", "Şiir", "Genç seslerden usta kalemlere, dilin müziğini duyuran şiir kitapları."},
		{"tarih", "Tarih", "Anadolu'dan İstanbul'a, kervan yollarından saray mutfaklarına; belgelere dayanan, akıcı tarih anlatıları."},
		{"felsefe", "Felsefe", "Düşünmeyi gündelik hayata taşıyan, okura soru sordurmaktan çekinmeyen felsefe kitapları."},
		{"cocuk", "Çocuk", "Okul öncesinden ilk gençliğe; hayal gücünü besleyen, resimli ve resimsiz çocuk kitapları."},
		{"bilim", "Bilim", "Evrenden genlere, iklimden beyne: merak edenler için anlaşılır ve güvenilir popüler bilim."},
		{"deneme", "Deneme", "Kitaplar, şehirler, zaman ve yavaşlık üzerine kişisel ve düşündürücü denemeler."},
		{"biyografi", "Biyografi", "Sıradan görünen hayatların olağanüstü hikâyeleri; anılar, portreler ve yaşam öyküleri."},
		{"polisiye", "Polisiye", "İstanbul sokaklarında geçen cinayetler, kayıp dosyalar ve nefes kesen soruşturmalar."},
		{"fantastik", "Fantastik", "Anadolu mitolojisinden beslenen ejderhalar, kayıp şehirler ve başka dünyalara açılan kapılar."},
		{"gezi", "Gezi", "Yaylalardan kıyılara, kervan yollarından tren hatlarına; yolda olmayı sevenler için gezi yazıları."},
	}
}

func authors() []Author {
	return []Author{
		{Key: "cagan-demirsoy", Name: "Çağan Demirsoy", Approved: true, SinceYear: 2004,
			Biography: "<p>1971'de Eskişehir'de doğdu. Ankara Üniversitesi Dil ve Tarih-Coğrafya Fakültesi'nde Türk Dili ve Edebiyatı okudu, uzun yıllar lise öğretmenliği yaptı. Aile sagaları ve küçük kasabaların değişen yüzü üzerine yazdığı romanlarla tanındı. Bugün Moda'da yaşıyor ve genç yazarlar için yazı atölyeleri düzenliyor.</p>"},
		{Key: "sebnem-aksungur", Name: "Şebnem Aksungur", Approved: true, SinceYear: 2009,
			Biography: "<p>1984'te İzmir'de doğdu. Şiirleri üniversite yıllarından itibaren edebiyat dergilerinde yayımlandı. Doğayı, göçü ve kadınların sessiz direnişini yalın bir dille işleyen dört şiir kitabı vardır. Kadıköy'de düzenlediği şiir akşamlarıyla da tanınır.</p>"},
		{Key: "ilkay-toprakci", Name: "İlkay Toprakçı", Approved: true, SinceYear: 2001,
			Biography: "<p>1965'te Konya'da doğdu. Osmanlı sosyal tarihi alanında doktorasını tamamladıktan sonra arşiv belgelerini geniş okur kitlesine ulaştıran kitaplar yazmaya başladı. Kervansaraylar, çarşılar ve gündelik hayat üzerine çalışmalarıyla bilinir. Halen Ankara'da yaşıyor.</p>"},
		{Key: "ozlem-karaagac", Name: "Özlem Karaağaç", Approved: true, SinceYear: 2012,
			Biography: "<p>1988'de Bursa'da doğdu. Boğaziçi Üniversitesi'nde sosyoloji okudu; öykülerinde şehirde yalnızlık ve mahalle hayatının kaybolan sıcaklığı öne çıkar. İlk kitabı Kapı Aralığından Öyküler, okurlardan büyük ilgi gördü. Yayıncılık ve editörlük de yapıyor.</p>"},
		{Key: "umran-selvioglu", Name: "Ümran Selvioğlu", Approved: true, SinceYear: 2006,
			Biography: "<p>1968'de Trabzon'da doğdu. Gazetecilikle başladığı yazı hayatını deneme türünde sürdürdü. Kitaplar, şehirler ve yavaşlamak üzerine yazdığı denemeler çeşitli gazete ve dergilerde köşe yazısı olarak yayımlandı. İstanbul ile Karadeniz arasında gidip gelerek yaşıyor.</p>"},
		{Key: "gulizar-tekinalp", Name: "Gülizar Tekinalp", Approved: true, SinceYear: 2010,
			Biography: "<p>1979'da Antalya'da doğdu. Okul öncesi öğretmenliği yaptığı yıllarda çocuklar için yazdığı hikâyeleri kitaplaştırdı. Kitaplarında doğa sevgisini, arkadaşlığı ve farklılıklara saygıyı oyunlu bir dille anlatır. Okullarda ve kütüphanelerde masal atölyeleri yürütüyor.</p>"},
		{Key: "ferhat-oransay", Name: "Ferhat Oransay", Approved: true, SinceYear: 2013,
			Biography: "<p>1975'te İstanbul'da doğdu. Hukuk fakültesini bitirdikten sonra bir süre avukatlık yaptı, ardından kendini tümüyle polisiye yazarlığına verdi. Galata ve Karaköy'ün arka sokaklarında geçen Komiser Nejat Arıkan serisinin yaratıcısıdır. Kitapları sürükleyici kurguları ve sahici İstanbul atmosferiyle öne çıkar.</p>"},
		{Key: "nesrin-yamacoglu", Name: "Nesrin Yamaçoğlu", Approved: true, SinceYear: 2008,
			Biography: "<p>1973'te Ankara'da doğdu. Felsefe doktorasını etik alanında yaptı ve uzun yıllar üniversitede ders verdi. Felsefeyi akademinin dışına taşıyan, gündelik sorulardan yola çıkan kitaplarıyla geniş bir okur kitlesine ulaştı. İzmir'de yaşıyor.</p>"},
		{Key: "kerem-dalgicoglu", Name: "Kerem Dalgıçoğlu", Approved: true, SinceYear: 2015,
			Biography: "<p>1982'de Mersin'de doğdu. Orta Doğu Teknik Üniversitesi'nde fizik okudu, astrofizik alanında yüksek lisans yaptı. Bilim iletişimine gönül vermiş bir yazar olarak karmaşık konuları herkesin anlayacağı bir dille anlatır. Podcast yayınları ve söyleşileriyle de tanınır.</p>"},
		{Key: "isil-bozkurtlar", Name: "Işıl Bozkurtlar", Approved: true, SinceYear: 2016,
			Biography: "<p>1990'da Kayseri'de doğdu. Çocukluğunu Kapadokya'nın peri bacaları arasında geçirdi; Anadolu efsanelerine duyduğu ilgi fantastik romanlarının temelini oluşturdu. Yedinci Kapı serisiyle genç okurların sevgilisi oldu. Çizer olarak kendi kitaplarının haritalarını da kendisi hazırlıyor.</p>"},
		{Key: "selim-karasulu", Name: "Selim Karasulu", Approved: true, SinceYear: 2003,
			Biography: "<p>1962'de Balıkesir'de doğdu. Uzun yıllar radyo programcılığı yaptı ve sözlü tarih çalışmalarına katıldı. Unutulmaya yüz tutmuş meslekleri ve o mesleklerin ustalarını anlatan biyografileriyle bilinir. Ayvalık'ta yaşıyor.</p>"},
		{Key: "defne-sarigol", Name: "Defne Sarıgöl", Approved: true, SinceYear: 2014,
			Biography: "<p>1986'da Muğla'da doğdu. Fotoğrafçı ve gezi yazarı olarak Anadolu'nun dört bir yanını sırt çantasıyla dolaştı. Yürüyüş rotalarını, yerel mutfakları ve yol üstünde tanıştığı insanları anlattığı kitapları birer yol arkadaşı gibi okunur. Gezi fotoğrafları çeşitli sergilerde yer aldı.</p>"},
		{Key: "tarik-sogutlu", Name: "Tarık Söğütlü", Approved: true, SinceYear: 2007,
			Biography: "<p>1969'da Samsun'da doğdu. Denizcilik okulunu bitirdikten sonra yıllarca ticaret gemilerinde çalıştı. Liman şehirlerini, denizcileri ve ayrılıkları anlatan romanlarında bu yılların izleri görülür. Bursa'da yaşıyor.</p>"},
		{Key: "melike-cinaralti", Name: "Melike Çınaraltı", Approved: true, SinceYear: 2011,
			Biography: "<p>1983'te Eskişehir'de doğdu. Anadolu Üniversitesi'nde iletişim okudu. Kadın karakterlerin iç dünyasını ve kuşaklar arası ilişkileri işleyen roman ve öyküleriyle tanındı. Yazılarında Eskişehir'in çarşıları ve Porsuk kıyıları sık sık karşımıza çıkar.</p>"},
		{Key: "sahin-tasdelenli", Name: "Şahin Taşdelenli", Approved: true, SinceYear: 2005,
			Biography: "<p>1966'da Edirne'de doğdu. Sanat tarihi eğitimi aldı, müze rehberliği ve restorasyon projelerinde çalıştı. İstanbul'un surlarını, hanlarını ve çarşılarını anlatan tarih kitaplarının yanı sıra tarihî atmosferli polisiyeler de yazıyor. Kent yürüyüşleri düzenlemeyi seviyor.</p>"},
		{Key: "ipek-savaskan", Name: "İpek Savaşkan", Approved: true, SinceYear: 2017,
			Biography: "<p>1992'de Çanakkale'de doğdu. Resimli çocuk kitapları ve çocuklar için şiirler yazıyor. Dilin oyunlu tarafını seven şair, kitaplarını sıklıkla kendi çizimleriyle yayımlıyor. Çocuk edebiyatı üzerine okullarda söyleşiler yapıyor.</p>"},
		{Key: "omer-tezcanli", Name: "Ömer Tezcanlı", Approved: true, SinceYear: 2010,
			Biography: "<p>1977'de Gaziantep'te doğdu. Tıp eğitiminin ardından nörobilim alanında araştırmalar yaptı. Beyin, bilinç ve karar verme üzerine yazdığı kitaplar bilimle felsefeyi buluşturur. Hâlâ klinikte çalışıyor ve boş zamanlarında bağlama çalıyor.</p>"},
		{Key: "hatice-nur-bagcilar", Name: "Hatice Nur Bağcılar", Approved: true, SinceYear: 2002,
			Biography: "<p>1960'ta Malatya'da doğdu. Emekli bir eczacı olan yazar, ellili yaşlarında yazmaya başladı. Anı, biyografi ve romanlarında kadınların meslek hayatına girme mücadelesini ve Anadolu'daki değişimi anlatır. Kitapları sıcak ve samimi üslubuyla sevilir.</p>"},
		{Key: "baris-gokdemir", Name: "Barış Gökdemir", Approved: false, SinceYear: 2024,
			Biography: "<p>1995'te Denizli'de doğdu. Bilgisayar mühendisliği okudu ve yazılım geliştirici olarak çalışıyor. Bilimkurgu ile fantastiği harmanlayan ilk romanını tamamladı. Yayınevimizle ilk kez çalışıyor.</p>"},
		{Key: "zeynep-aydinlioglu", Name: "Zeynep Aydınlıoğlu", Approved: false, SinceYear: 2025,
			Biography: "<p>1998'de Ordu'da doğdu. İstanbul Üniversitesi'nde Türk Dili ve Edebiyatı bölümünde yüksek lisans yapıyor. Öyküleri çeşitli dergilerde yayımlandı. İlk romanı üzerinde çalışıyor.</p>"},
	}
}

func events() []Event {
	return []Event{
		{Key: "siir-aksami-ruzgara-yazilanlar", Title: "Şiir Akşamı: Rüzgâra Yazılanlar", AuthorKey: "sebnem-aksungur",
			Location: "Moda Sahnesi, Kadıköy, İstanbul", DaysFromNow: 10, Hour: 19, Minute: 30, Status: "approved",
			Description: "<p>Şebnem Aksungur, yeni kitabı <strong>Rüzgâra Yazılanlar</strong>'dan seçtiği şiirleri okurlarıyla paylaşıyor. Okumanın ardından şair, şiirin doğayla ve göçle ilişkisi üzerine bir söyleşi yapacak.</p><p>Etkinlik ücretsizdir; kontenjan sınırlı olduğu için erken gelmenizi öneririz.</p>"},
		{Key: "imza-galatada-cinayet", Title: "İmza Günü: Galata'da Cinayet", AuthorKey: "ferhat-oransay",
			Location: "SALT Galata, Beyoğlu, İstanbul", DaysFromNow: 5, Hour: 15, Minute: 0, Status: "approved",
			Description: "<p>Komiser Nejat Arıkan serisinin yazarı Ferhat Oransay, serinin ilk kitabı <strong>Galata'da Cinayet</strong>'in yeni baskısını imzalıyor.</p><p>İmza öncesinde yazar, polisiye kurguda İstanbul'un yerini ve romanın gerçek mekânlarını anlatacak.</p>"},
		{Key: "masal-atolyesi-cinar", Title: "Çocuklarla Masal Atölyesi", AuthorKey: "gulizar-tekinalp",
			Location: "Barış Manço Kültür Merkezi, Kadıköy, İstanbul", DaysFromNow: 14, Hour: 11, Minute: 0, Status: "approved",
			Description: "<p>5-9 yaş arası çocuklar için hazırlanan atölyede Gülizar Tekinalp, <strong>Çınar Ağacının Sırrı</strong>'nı canlandırarak anlatacak. Ardından çocuklar kendi ağaç masallarını yazıp resimleyecek.</p><p>Malzemeler tarafımızdan sağlanır. Katılım için ön kayıt gereklidir.</p>"},
		{Key: "soylesi-ipek-yolu", Title: "Söyleşi: İpek Yolunun Kervansarayları", AuthorKey: "ilkay-toprakci",
			Location: "Erimtan Arkeoloji ve Sanat Müzesi, Altındağ, Ankara", DaysFromNow: 21, Hour: 18, Minute: 0, Status: "approved",
			Description: "<p>Tarihçi İlkay Toprakçı, Anadolu'daki Selçuklu kervansaraylarının hikâyesini görsellerle anlatıyor. Söyleşide ticaret yollarının şehirleri nasıl biçimlendirdiği ele alınacak.</p>"},
		{Key: "bilim-kafe-evrenin-ritmi", Title: "Bilim Kafe: Evrenin Ritmi", AuthorKey: "kerem-dalgicoglu",
			Location: "Kültürpark, Konak, İzmir", DaysFromNow: 30, Hour: 20, Minute: 0, Status: "approved",
			Description: "<p>Kerem Dalgıçoğlu ile kütleçekim dalgalarından pulsarlara, evrenin ritmini dinliyoruz. Söyleşinin ardından hava uygunsa teleskopla gökyüzü gözlemi yapılacak.</p><ul><li>Her yaştan meraklıya açıktır.</li><li>Katılım ücretsizdir.</li></ul>"},
		{Key: "eskisehir-imza-gunu", Title: "Eskişehir Buluşması: Melike Çınaraltı ile Söyleşi ve İmza", AuthorKey: "melike-cinaralti",
			Location: "Odunpazarı Modern Müze, Odunpazarı, Eskişehir", DaysFromNow: 18, Hour: 16, Minute: 30, Status: "approved",
			Description: "<p>Melike Çınaraltı, memleketi Eskişehir'de okurlarıyla buluşuyor. Yazar, son romanı <strong>Eylül'de Ayrılanlar</strong> üzerine konuşacak ve kitaplarını imzalayacak.</p>"},
		{Key: "gezi-fotograflari-soylesi", Title: "Yolda Olmak: Gezi Fotoğrafları ve Söyleşi", AuthorKey: "defne-sarigol",
			Location: "Tophane-i Amire Kültür ve Sanat Merkezi, Beyoğlu, İstanbul", DaysFromNow: -20, Hour: 18, Minute: 30, Status: "approved",
			Description: "<p>Defne Sarıgöl'ün Likya Yolu ve Karadeniz yaylalarında çektiği fotoğraflardan oluşan seçki eşliğinde bir söyleşi. Yazar, yürüyüş rotaları ve yolda tutulan notlar üzerine sorularımızı yanıtladı.</p>"},
		{Key: "felsefe-bulusmasi-izmir", Title: "Felsefe Buluşması: Gündelik Hayatın Etiği", AuthorKey: "nesrin-yamacoglu",
			Location: "Tarihi Havagazı Fabrikası, Alsancak, İzmir", DaysFromNow: -45, Hour: 19, Minute: 0, Status: "approved",
			Description: "<p>Nesrin Yamaçoğlu ile iyi bir hayatın küçük seçimlerde saklı olup olmadığını tartıştık. Kalabalık bir dinleyici topluluğunun katıldığı buluşma, soru-cevap bölümüyle sona erdi.</p>"},
		{Key: "oyku-okumalari-kadikoy", Title: "Öykü Okumaları: Mahalle Fırınının Kokusu", AuthorKey: "ozlem-karaagac",
			Location: "Nâzım Hikmet Kültür Merkezi, Kadıköy, İstanbul", DaysFromNow: -10, Hour: 19, Minute: 0, Status: "approved",
			Description: "<p>Özlem Karaağaç, yeni öykü kitabından seçtiği metinleri okudu. Okumanın ardından kısa öykünün bugünü ve geleceği üzerine keyifli bir sohbet gerçekleşti.</p>"},
		{Key: "bursa-liman-sehirleri", Title: "Liman Şehirleri ve Roman", AuthorKey: "tarik-sogutlu",
			Location: "Tayyare Kültür Merkezi, Osmangazi, Bursa", DaysFromNow: -60, Hour: 18, Minute: 0, Status: "approved",
			Description: "<p>Tarık Söğütlü, denizcilik yıllarından romanlarına uzanan yolculuğunu anlattı. Söyleşide <strong>Sessiz Limanın Bekçisi</strong>'nin yazılış hikâyesi de paylaşıldı.</p>"},
		{Key: "fantastik-edebiyat-paneli", Title: "Panel: Anadolu Efsanelerinden Fantastik Edebiyata", AuthorKey: "isil-bozkurtlar",
			Location: "CerModern, Altındağ, Ankara", DaysFromNow: 40, Hour: 17, Minute: 0, Status: "pending",
			Description: "<p>Işıl Bozkurtlar ve konuklarıyla Şahmeran'dan Anka'ya, Anadolu efsanelerinin çağdaş fantastik edebiyattaki izlerini konuşacağız.</p>"},
		{Key: "roman-yazarlik-atolyesi", Title: "Roman Yazarlığı Atölyesi (4 Hafta)", AuthorKey: "cagan-demirsoy",
			Location: "Kitapevi Yayınları Atölye, Moda, Kadıköy, İstanbul", DaysFromNow: 25, Hour: 14, Minute: 0, Status: "pending",
			Description: "<p>Çağan Demirsoy'un yürüteceği dört haftalık atölyede karakter yaratma, olay örgüsü ve diyalog yazımı çalışılacak.</p><ul><li>Kontenjan: 12 kişi</li><li>Her hafta cumartesi, 14.00-17.00</li></ul>"},
		{Key: "sur-boyunca-yuruyus", Title: "Tarih Yürüyüşü: Sur Boyunca", AuthorKey: "sahin-tasdelenli",
			Location: "Yedikule Hisarı, Fatih, İstanbul", DaysFromNow: 8, Hour: 10, Minute: 0, Status: "rejected",
			Description: "<p>Şahin Taşdelenli eşliğinde Yedikule'den Ayvansaray'a kara surları boyunca yaklaşık yedi kilometrelik bir yürüyüş. Rahat ayakkabı ve su getirmeyi unutmayın.</p>"},
	}
}
