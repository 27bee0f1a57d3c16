package bookstore

import (
	"fmt"
	"strings"
	"time"
)

// Seller is the party selling, as the contracts name it. Every field comes
// from the published contact page (SellerOf), which the admin edits.
type Seller struct {
	Title, Address, Phone, Email, Mersis string
	// ReturnCarrier is the carrier the seller designates for returns (the
	// pre-information form names it; the return instructions too), one
	// of ReturnCarriers; ReturnAgreement is the seller's agreement code
	// (anlaşma kodu) at it, with which a buyer sends a return unpaid. Both
	// may be empty: the texts then say where the buyer learns them
	// (ReturnCarrierSentence).
	ReturnCarrier, ReturnAgreement string
	// TaxOffice, TaxNumber and KEP (registered e-mail) complete the
	// identity a shop shows (6563 art. 3); optional in the contracts.
	TaxOffice, TaxNumber, KEP string
}

// The contact page's meta keys of the seller's legal identity (beside
// address, phone and email).
const (
	MetaSellerTitle = "seller_title"
	MetaMersis      = "mersis"
	// MetaReturnCarrier is the designated return carrier (cayma hakkı).
	MetaReturnCarrier = "return_carrier"
	// MetaReturnAgreement is the agreement code at the return carrier.
	MetaReturnAgreement = "return_agreement_code"
	MetaTaxOffice       = "tax_office"
	MetaTaxNumber       = "tax_number"
	MetaKEP             = "kep"
)

// SellerOf is the seller as the contracts name it: the fields of the contact
// page, if it is published (the checkout reads only published content).
func SellerOf(contact *PageContent) Seller {
	if contact == nil || !contact.Published {
		return Seller{}
	}
	str := func(k string) string { s, _ := contact.Meta[k].(string); return strings.TrimSpace(s) }
	return Seller{Title: str(MetaSellerTitle), Address: str("address"), Phone: str("phone"), Email: str("email"), Mersis: str(MetaMersis),
		ReturnCarrier: str(MetaReturnCarrier), ReturnAgreement: str(MetaReturnAgreement),

		TaxOffice: str(MetaTaxOffice), TaxNumber: str(MetaTaxNumber), KEP: str(MetaKEP)}
}

// IdentityLine is the seller's legal identity on one line (mail footers):
// only the fields that are filled in.
func (s Seller) IdentityLine() string {
	var parts []string
	add := func(label, v string) {
		if v != "" {
			parts = append(parts, label+v)
		}
	}
	add("", s.Title)
	add("MERSİS No: ", s.Mersis)
	if s.TaxOffice != "" || s.TaxNumber != "" {
		parts = append(parts, "Vergi Dairesi / No: "+strings.TrimSpace(s.TaxOffice+" / "+s.TaxNumber))
	}
	add("KEP: ", s.KEP)
	add("", s.Address)
	return strings.Join(parts, " · ")
}

// Missing names the seller's empty fields, as the content form names them
// (sellerTitle, address, phone, email, mersis). Contracts are still made
// without them; the admin is told what to fill in.
func (s Seller) Missing() []string {
	var out []string
	for _, f := range []struct{ name, value string }{{"sellerTitle", s.Title}, {"address", s.Address}, {"phone", s.Phone},
		{"email", s.Email}, {"mersis", s.Mersis}} {
		if f.value == "" {
			out = append(out, f.name)
		}
	}
	return out
}

// MsgMersisInvalid is the MERSİS number's field error.
const MsgMersisInvalid = "MERSİS numarası 16 haneli olmalıdır"

// NormalizeMersis accepts a MERSİS number of 16 digits, spaces and dashes
// allowed, and writes it in groups of four ("0541 2378 9610 0015").
func NormalizeMersis(s string) (string, bool) {
	var digits []rune
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits = append(digits, r)
		case r == ' ' || r == '-':
		default:
			return "", false
		}
	}
	if len(digits) != 16 {
		return "", false
	}
	return string(digits[0:4]) + " " + string(digits[4:8]) + " " + string(digits[8:12]) + " " + string(digits[12:16]), true
}

// checkSellerMeta validates and normalises the contact page's seller fields.
func checkSellerMeta(meta map[string]any) []FieldError {
	var f []FieldError
	title, _ := meta[MetaSellerTitle].(string)
	if e := CheckSingleLine("sellerTitle", title); e != nil {
		f = append(f, *e)
	} else if e := lengthCheck("sellerTitle", title, MaxTitleLen, MsgTextTooLong); e != nil {
		f = append(f, *e)
	}
	if m, _ := meta[MetaMersis].(string); m != "" {
		if n, ok := NormalizeMersis(m); ok {
			meta[MetaMersis] = n
		} else {
			f = append(f, FieldError{"mersis", MsgMersisInvalid})
		}
	}
	f = append(f, checkReturnCarrier(meta)...)
	office, _ := meta[MetaTaxOffice].(string)
	if e := CheckSingleLine("taxOffice", office); e != nil {
		f = append(f, *e)
	} else if e := lengthCheck("taxOffice", office, 100, MsgTextTooLong); e != nil {
		f = append(f, *e)
	}
	if n, _ := meta[MetaTaxNumber].(string); n != "" && !taxNumber(n) {
		f = append(f, FieldError{"taxNumber", MsgTaxNumberInvalid})
	}
	if k, _ := meta[MetaKEP].(string); k != "" && (ValidateEmail(k) != nil || !strings.HasSuffix(k, ".kep.tr")) {
		f = append(f, FieldError{"kep", MsgKEPInvalid})
	}
	return f
}

// Messages of the seller's tax number and KEP address.
const (
	MsgTaxNumberInvalid = "Vergi numarası 10 haneli (T.C. kimlik numarası ise 11 haneli) olmalıdır"
	MsgKEPInvalid       = "Geçerli bir KEP adresi girin (ör. kitapevi@hs01.kep.tr)"
)

// taxNumber accepts a 10-digit VKN or an 11-digit TCKN (sole traders).
func taxNumber(s string) bool {
	if len(s) != 10 && len(s) != 11 {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// Contracts are the two texts the buyer accepts before paying (Mesafeli
// Sözleşmeler Yönetmeliği): the pre-information form and the distance sales
// contract, filled in with the order. Plain text, so what is stored with the
// order and mailed is exactly what was shown.
type Contracts struct {
	PreInformation string
	DistanceSales  string
}

// Combined is what is stored with the order when the buyer accepts.
func (c Contracts) Combined() string {
	return "ÖN BİLGİLENDİRME FORMU\n\n" + c.PreInformation + "\n\nMESAFELİ SATIŞ SÖZLEŞMESİ\n\n" + c.DistanceSales
}

// discountLine is the contract's coupon line ("" without a discount).
func discountLine(o *Order) string {
	if o.Totals.Discount == 0 {
		return ""
	}
	return fmt.Sprintf("Kupon indirimi (%s): -%s\n", o.CouponCode, FormatLira(o.Totals.Discount))
}

// BuildContracts fills both texts for an order; at is the time shown as the
// date of the contract (in loc when given: the shop's, ShopLocation).
func BuildContracts(s Seller, buyer *User, o *Order, at time.Time, loc *time.Location) Contracts {
	if loc != nil {
		at = at.In(loc)
	}
	// Every stored value is printed on its own labelled line: OneLine keeps
	// a multi-line address (or a value stored before the single-line
	// checks) from adding lines of its own to the contract.
	s = Seller{Title: OneLine(s.Title), Address: OneLine(s.Address), Phone: OneLine(s.Phone), Email: OneLine(s.Email),
		Mersis: OneLine(s.Mersis), ReturnCarrier: OneLine(s.ReturnCarrier), ReturnAgreement: OneLine(s.ReturnAgreement), TaxOffice: OneLine(s.TaxOffice),
		TaxNumber: OneLine(s.TaxNumber), KEP: OneLine(s.KEP)}
	var items strings.Builder
	for _, it := range o.Items {
		fmt.Fprintf(&items, "- %s: %d adet x %s = %s\n", OneLine(it.Title), it.Quantity, FormatLira(it.Price), FormatLira(it.Price*int64(it.Quantity)))
	}
	shipping := FormatLira(o.Totals.Shipping)
	if o.Totals.Shipping == 0 {
		shipping = "Ücretsiz"
	}
	parties := fmt.Sprintf(`SATICI
Unvan: %s
Adres: %s
Telefon: %s
E-posta: %s
MERSİS No: %s
Vergi Dairesi / No: %s
KEP adresi: %s

ALICI
Ad Soyad: %s
E-posta: %s
Telefon: %s
Teslimat adresi: %s
%s`, s.Title, s.Address, s.Phone, s.Email, s.Mersis, orDash(strings.TrimSpace(s.TaxOffice+" / "+s.TaxNumber)), orDash(s.KEP), OneLine(buyer.DisplayName()), OneLine(buyer.Email), orDash(OneLine(buyer.Phone)), OneLine(o.ShippingAddress), billingLines(o))
	goods := fmt.Sprintf(`SÖZLEŞME KONUSU ÜRÜNLER (Sipariş No: %s, Tarih: %s)
%sAra toplam: %s
%sKargo: %s
%sToplam (KDV dahil): %s
%s`, o.Number(), at.Format("02.01.2006 15:04"), items.String(), FormatLira(o.Totals.Subtotal), discountLine(o), shipping,
		methodAmountLine(o), FormatLira(o.Totals.Total), paymentLines(o, loc))

	pre := parties + "\n" + goods + `
TESLİMAT
Ürünler, ödemenin onaylanmasından sonra en geç 30 gün içinde (genellikle 1-3 iş günü içinde kargoya verilerek) alıcının yukarıdaki teslimat adresine gönderilir. Kargo takip numarası sipariş sayfasında ve e-posta ile bildirilir.
Kargo ücreti: ` + o.Shipping.Sentence() + `

CAYMA HAKKI
Alıcı, ürünü teslim aldığı günden itibaren 14 gün içinde hiçbir gerekçe göstermeden ve cezai şart ödemeden sözleşmeden cayabilir. Cayma bildirimi satıcının yukarıdaki e-posta adresine veya posta adresine yazılı olarak yapılır. Alıcı ürünü bildirimden itibaren 10 gün içinde geri gönderir; satıcı, teslimat masrafı dahil tüm ödemeleri cayma bildiriminin kendisine ulaştığı tarihten itibaren 14 gün içinde ` + refundWay(o) + ` iade eder. Gazete ve dergi gibi süreli yayınlar (abonelik dışında) cayma hakkının kapsamı dışındadır.
` + ReturnCarrierSentence(s) + ` Alıcı, cayma talebini sipariş sayfasındaki 'İade / Cayma Talebi' ile de bildirebilir; iade kodunu paketin üzerine yazarak ürünü bu firmayla satıcının adresine gönderir. Anlaşmalı firmayla gönderilen iadelerin kargo bedelini satıcı öder; ayıplı (hasarlı, yanlış) ürünlerin iadesinden hiçbir durumda ücret alınmaz.

ŞİKÂYET VE İTİRAZ
Alıcı, şikâyetlerini satıcının iletişim bilgilerine iletebilir; uyuşmazlıklarda Ticaret Bakanlığınca ilan edilen parasal sınırlar içinde Tüketici Hakem Heyetlerine, bu sınırları aşan durumlarda Tüketici Mahkemelerine başvurabilir.

Bu formu onaylamak, siparişin ödeme yükümlülüğü doğurduğu anlamına gelir.
`
	contract := `MADDE 1 - TARAFLAR
` + parties + `
MADDE 2 - KONU
İşbu sözleşmenin konusu, alıcının satıcıya ait internet sitesinden elektronik ortamda siparişini verdiği aşağıda nitelikleri ve satış fiyatı belirtilen ürünlerin satışı ve teslimi ile ilgili olarak 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği hükümleri gereğince tarafların hak ve yükümlülüklerinin belirlenmesidir.

MADDE 3 - ` + goods + `
MADDE 4 - GENEL HÜKÜMLER
4.1. Alıcı, ürünlerin temel nitelikleri, satış fiyatı, ödeme şekli ve teslimata ilişkin ön bilgileri okuyup bilgi sahibi olduğunu ve elektronik ortamda gerekli teyidi verdiğini kabul eder.
4.2. Ürünler, ödemenin onaylanmasından sonra yasal 30 günlük süreyi aşmamak kaydıyla alıcının belirttiği teslimat adresine teslim edilir. Kargo ücreti: ` + o.Shipping.Sentence() + `
4.3. Ödemenin bankaca onaylanmaması veya iade edilmesi halinde satıcının teslim yükümlülüğü sona erer.
4.4. Stokta kalmaması gibi nedenlerle ifa imkânsızlaşırsa satıcı bunu alıcıya bildirir ve tahsil edilen tutarı 14 gün içinde iade eder.

MADDE 5 - CAYMA HAKKI
Alıcı, ürünün kendisine tesliminden itibaren 14 gün içinde hiçbir gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayma hakkına sahiptir. Cayma hakkının kullanılması halinde satıcı, teslimat masrafları dahil tahsil edilen tüm bedeli cayma bildiriminin kendisine ulaşmasından itibaren 14 gün içinde iade eder. Alıcı, ürünü cayma bildiriminden itibaren 10 gün içinde satıcıya geri gönderir. ` + ReturnCarrierSentence(s) + `

MADDE 6 - UYUŞMAZLIKLAR
İşbu sözleşmeden doğan uyuşmazlıklarda Ticaret Bakanlığınca ilan edilen parasal sınırlar dahilinde Tüketici Hakem Heyetleri, aşan durumlarda Tüketici Mahkemeleri yetkilidir.

MADDE 7 - YÜRÜRLÜK
Alıcı, işbu sözleşmeyi elektronik ortamda onaylayarak siparişi verdiği anda sözleşmenin tüm koşullarını kabul etmiş sayılır. Sözleşme ve ön bilgilendirme formu, sipariş onayıyla birlikte alıcının e-posta adresine gönderilir.
`
	return Contracts{PreInformation: pre, DistanceSales: contract}
}

func orDash(s string) string {
	if strings.TrimSpace(s) == "" {
		return "-"
	}
	return s
}
