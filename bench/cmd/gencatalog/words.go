package main

// Word lists of the generated catalogue: Turkish first names and surnames
// (with ç ğ ı İ ö ş ü), title words, prose, categories, cities and venues.

var firstNames = []string{
	"Ayşe", "Fatma", "Emine", "Hatice", "Zeynep", "Elif", "Merve", "Büşra", "Şule", "Özlem",
	"Gülşen", "Çiğdem", "Tuğba", "Gökçe", "Işıl", "Ece", "Sevgi", "Nurşen", "Dilek", "Ebru",
	"Pınar", "Şebnem", "Gönül", "Yağmur", "Çağla", "İpek", "Müge", "Öykü", "Sıla", "Ümran",
	"Mehmet", "Mustafa", "Ahmet", "Ali", "Hüseyin", "Hasan", "İbrahim", "İsmail", "Ömer", "Osman",
	"Murat", "Barış", "Uğur", "Doğan", "Çağrı", "Gökhan", "Oğuz", "Tolga", "Şahin", "Ümit",
	"Cem", "Emre", "Erdem", "Burak", "Kerem", "Selçuk", "Tarık", "Yücel", "İlker", "Özgür",
	"Nazım", "Orhan", "Sabahattin", "Yaşar", "Reşat", "Halide", "Sait", "Attilâ", "Cahit", "Sezai",
}

var surnames = []string{
	"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk", "Aydın", "Özdemir",
	"Arslan", "Doğan", "Kılıç", "Aslan", "Çetin", "Kara", "Koç", "Kurt", "Özkan", "Şimşek",
	"Polat", "Öz", "Korkmaz", "Çakır", "Erdoğan", "Yavuz", "Can", "Acar", "Şen", "Aktaş",
	"Güler", "Yalçın", "Güneş", "Bozkurt", "Bulut", "Keskin", "Ünal", "Turan", "Gül", "Özer",
	"İnce", "Işık", "Uçar", "Tekin", "Karataş", "Sarı", "Çiftçi", "Soylu", "Ağaoğlu", "Uşaklıgil",
	"Karaosmanoğlu", "Gürpınar", "Tanpınar", "Abasıyanık", "Kemal", "Sönmez", "Ağca", "Dağlarca", "Süreya", "Eyüboğlu",
	"Akgül", "Erten", "Güçlü", "Özbek", "Taşçı", "Kuşçu", "Gümüş", "Ertuğrul", "Çınar", "Ilgaz",
}

var titleWords = []string{
	"aşk", "gece", "deniz", "şehir", "ışık", "gölge", "sessizlik", "yolculuk", "rüzgâr", "kırmızı",
	"mavi", "kuşlar", "çocukluk", "ağaç", "bahçe", "kış", "yaz", "sonbahar", "ilkbahar", "evler",
	"kapı", "pencere", "yağmur", "karlı", "güneş", "yıldızlar", "dağlar", "nehir", "göl", "ada",
	"liman", "gemi", "tren", "istasyon", "mektup", "hatıra", "rüya", "zaman", "saat", "sokak",
	"mahalle", "köy", "kent", "İstanbul", "Anadolu", "Ege", "Karadeniz", "öykü", "şiirler", "masal",
	"efsane", "sır", "kayıp", "son", "ilk", "uzak", "yakın", "eski", "yeni", "büyük",
	"küçük", "beyaz", "siyah", "yeşil", "sarı", "gümüş", "altın", "demir", "taş", "toprak",
	"ateş", "su", "hava", "kalp", "ruh", "düş", "umut", "korku", "özlem", "hüzün",
	"sevinç", "öfke", "yalnızlık", "dostluk", "savaş", "barış", "yol", "köprü", "kule", "saray",
	"kale", "çarşı", "pazar", "kahve", "çay", "ekmek", "sofra", "anne", "baba", "kardeş",
	"dede", "nine", "öğretmen", "doktor", "balıkçı", "çoban", "yolcu", "gezgin", "şair", "ressam",
	"kadın", "adam", "kız", "oğlan", "sevda", "hasret", "vatan", "gurbet", "düğün", "bayram",
	"ölüm", "hayat", "dünya", "gökyüzü", "bulut", "fırtına", "şafak", "akşam", "sabah", "öğle",
	"kelebek", "leylek", "martı", "kartal", "serçe", "kedi", "köpek", "at", "kurt", "tilki",
	"gül", "lale", "menekşe", "zeytin", "nar", "incir", "üzüm", "çınar", "söğüt", "meşe",
	"ayna", "kitap", "defter", "kalem", "harita", "pusula", "fener", "çan", "düdük", "keman",
	"şarkı", "türkü", "ninni", "sessiz", "derin", "karanlık", "aydınlık", "sonsuz", "kısa", "uzun",
}

var proseWords = []string{
	"bir", "bu", "ve", "ile", "için", "gibi", "kadar", "sonra", "önce", "şimdi",
	"hikâye", "roman", "anlatı", "kahraman", "yazar", "okur", "sayfa", "bölüm", "dil", "üslup",
	"geçmiş", "gelecek", "aile", "toplum", "insan", "kuşak", "yüzyıl", "dönem", "çağ", "iz",
	"anlatıyor", "sorguluyor", "arıyor", "buluyor", "kaybediyor", "hatırlıyor", "unutuyor", "yaşıyor", "bekliyor", "dönüyor",
	"etkileyici", "sarsıcı", "şiirsel", "yalın", "çarpıcı", "derinlikli", "eğlenceli", "hüzünlü", "sıcak", "güçlü",
}

var categoryNames = []string{
	"Roman", "Öykü", "Şiir", "Deneme", "Tarih", "Felsefe", "Çocuk", "Gençlik", "Bilim Kurgu", "Polisiye",
	"Fantastik", "Biyografi", "Anı", "Gezi", "Mizah", "Psikoloji", "Sosyoloji", "Ekonomi", "Siyaset", "Din",
	"Sanat", "Müzik", "Sinema", "Tiyatro", "Mimarlık", "Fotoğraf", "Yemek", "Sağlık", "Spor", "Doğa",
	"Bilim", "Matematik", "Fizik", "Biyoloji", "Dilbilim", "Eğitim", "Hukuk", "Klasikler", "Türk Edebiyatı", "Dünya Edebiyatı",
	"Çizgi Roman", "Korku", "Macera", "Aşk Romanı", "Mitoloji", "Halk Edebiyatı", "Divan Edebiyatı", "Mektup", "Söyleşi", "Başvuru",
}

var eventKinds = []string{"Söyleşisi", "İmza Günü", "Okuma Akşamı", "Paneli", "Atölyesi", "Buluşması"}

var cities = []string{"İstanbul", "Ankara", "İzmir", "Bursa", "Eskişehir", "Kütahya", "Muğla", "Çanakkale", "Diyarbakır", "Şanlıurfa", "Trabzon", "Gaziantep"}

var venues = []string{"Kitapevi Kadıköy", "Kitapevi Beyoğlu", "Kültür Merkezi", "Belediye Kütüphanesi", "Sahaf Sokağı", "Üniversite Konferans Salonu", "Çarşı Kafe", "Şehir Tiyatrosu Fuayesi"}
