package bookstore

import (
	"crypto/rand"
	"fmt"
	"strings"
	"time"
)

// The texts of a return request: the withdrawal form (cayma formu, the
// annex of the Mesafeli Sözleşmeler Yönetmeliği) as the shopper sends it,
// stored with the request like the accepted contracts, and the return
// instructions (code, designated carrier, address).

// NewReturnCode is the code the shopper writes on the parcel: "IAD-" and
// eight letters and digits without look-alikes (0/O, 1/I).
func NewReturnCode() string {
	const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	b := make([]byte, 8)
	rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return "IAD-" + string(b)
}

// WithdrawalForm is the cayma formu filled in with the request.
func WithdrawalForm(s Seller, buyer *User, o *Order, r *ReturnRequest, deliveredAt time.Time, loc *time.Location) string {
	if loc == nil {
		loc = ShopLocation()
	}
	var lines strings.Builder
	for _, l := range r.Lines {
		fmt.Fprintf(&lines, "- %s: %d adet x %s = %s\n", l.Title, l.Quantity, FormatLira(l.UnitPrice), FormatLira(l.UnitPrice*int64(l.Quantity)))
	}
	note := r.Note
	if note == "" {
		note = "-"
	}
	return fmt.Sprintf(`CAYMA FORMU
(Bu form, sözleşmeden cayma hakkı kullanılmak istendiğinde doldurulup gönderilir.)

Kime: %s
Adres: %s
E-posta: %s

Bu formla aşağıdaki ürünlerin satışına ilişkin sözleşmeden cayma hakkımı kullandığımı bildiririm.

Sipariş No: %s
Sipariş tarihi: %s
Teslim tarihi: %s
%s
Cayma nedeni (isteğe bağlı): %s
Not: %s

Tüketicinin adı soyadı: %s
Tüketicinin adresi: %s
Tüketicinin e-postası: %s
Bildirim tarihi: %s
İade kodu: %s
`, orDash(s.Title), orDash(s.Address), orDash(s.Email), o.Number(), o.CreatedAt.In(loc).Format("02.01.2006"),
		deliveredAt.In(loc).Format("02.01.2006"), lines.String(), r.Reason.Label(), note,
		buyer.DisplayName(), o.ShippingAddress, buyer.Email, r.CreatedAt.In(loc).Format("02.01.2006 15:04"), r.Code)
}

// ReturnInstructions tell the shopper how to send the books back: the
// request's code on the parcel, and the return carrier with the code the
// parcel is handed over with (the carrier's return code, the agreement
// code, or, while the carrier's code is being obtained, that it follows).
// No line is a bare '-': what the seller has not filled in is said in words.
func ReturnInstructions(s Seller, r *ReturnRequest) string {
	var head, send string
	switch {
	case r.Carrier == "":
		contact := "bizimle iletişime geçin"
		if s.Email != "" {
			contact = s.Email + " adresine yazın"
		}
		head = "İade kargo firması henüz belirlenmedi; paketi göndermeden önce " + contact + ", size firmayı ve iade kodunu bildirelim."
		send = "bildireceğimiz anlaşmalı kargo firmasıyla"
	case r.ReturnCodePending():
		head = fmt.Sprintf("Kargo iade kodunuz hazırlanıyor: %s iade kodunuz hazır olduğunda bu sayfada görünecek ve size e-postayla bildirilecek.", r.Carrier)
		send = fmt.Sprintf("%s şubesine, size bildireceğimiz iade koduyla", r.Carrier)
	case r.CarrierCode != "":
		head = fmt.Sprintf("Kargo iade kodunuz: %s (%s)", r.CarrierCode, r.Carrier)
		send = fmt.Sprintf("%s şubesine, kargo iade kodunu (%s) söyleyerek", r.Carrier, r.CarrierCode)
	default:
		head = "İade kargo firması: " + r.Carrier
		send = r.Carrier + " ile"
	}
	return fmt.Sprintf(`İade kodunuz: %s
%s
1. Kitapları, mümkünse orijinal ambalajıyla, sağlam bir pakete koyun ve iade kodunu paketin üzerine yazın.
2. Paketi bildiriminizden itibaren %d gün içinde %s aşağıdaki adrese gönderin. Anlaşmalı firmayla gönderimde kargo bedelini biz öderiz; hasarlı veya yanlış gelen ürünlerin iadesinden hiçbir durumda ücret alınmaz.
Alıcı: %s
Adres: %s
3. Paket elimize ulaşıp kontrol edildiğinde ücret iadesi ödemede kullandığınız karta yapılır (bildiriminizden, paketi kargoya teslim ettiğiniz biliniyorsa teslim tarihinden itibaren en geç %d gün içinde).`,
		r.Code, head, ReturnShipBackDays, send, orWords(s.Title, "satıcı (iletişim sayfamızdaki unvan)"),
		orWords(s.Address, "iletişim sayfamızdaki adres"), ReturnRefundDays)
}

// orWords is s, or the words standing for it when it is empty.
func orWords(s, words string) string {
	if s == "" {
		return words
	}
	return s
}
