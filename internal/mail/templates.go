package mail

import (
	"bytes"
	htmltemplate "html/template"
	texttemplate "text/template"
	"time"

	"bookstore/internal/bookstore"
)

// turkishDate shows a time in Istanbul, e.g. "22.11.2026 17:05".
func turkishDate(t time.Time) string {
	return t.In(bookstore.ShopLocation()).Format("02.01.2006 15:04")
}

var funcs = map[string]any{"lira": bookstore.FormatLira, "date": turkishDate}

// The layouts wrap every message; each kind defines "subject" nowhere (the
// subject is built in Go) and its "body" in both formats.
const textLayout = `{{define "layout"}}Merhaba {{.Name}},

{{template "body" .}}
--
{{.Site}}
{{.BaseURL}}
{{if .SellerLine}}{{.SellerLine}}
{{end}}{{if .Unsubscribe}}Bu e-postayı, kampanya ve yeniliklerden e-posta ile haberdar olmaya izin verdiğiniz için aldınız.
Abonelikten çıkmak için: {{.Unsubscribe}}
{{else}}Bu e-posta hesabınız veya siparişinizle ilgili bir bilgilendirmedir; ticari ileti olmadığından izninizi gerektirmez.
{{end}}Bu e-posta otomatik olarak gönderilmiştir; lütfen yanıtlamayın.
{{end}}`

const htmlLayout = `{{define "layout"}}<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>{{.Subject}}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border:1px solid #e7e5e4;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e7e5e4;font-size:20px;font-weight:bold;color:#b45309">{{.Site}}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p>Merhaba {{.Name}},</p>
{{template "body" .}}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e7e5e4;font-size:12px;color:#78716c">
<a href="{{.BaseURL}}" style="color:#b45309">{{.Site}}</a><br>{{if .SellerLine}}{{.SellerLine}}<br>{{end}}
{{if .Unsubscribe}}Bu e-postayı, kampanya ve yeniliklerden e-posta ile haberdar olmaya izin verdiğiniz için aldınız. <a href="{{.Unsubscribe}}" style="color:#b45309">Abonelikten çık</a><br>
{{else}}Bu e-posta hesabınız veya siparişinizle ilgili bir bilgilendirmedir; ticari ileti olmadığından izninizi gerektirmez.<br>
{{end}}Bu e-posta otomatik olarak gönderilmiştir; lütfen yanıtlamayın.
</td></tr></table></td></tr></table></body></html>
{{end}}`

// bodies holds each kind's body in plain text and HTML.
var bodies = map[string][2]string{
	"sign-in-failures": {
		`Hesabınıza çok sayıda başarısız giriş denemesi yapıldı.

Son deneme: {{date .At}}, {{.IP}} adresinden.

Bu denemeler o adresten yavaşlatıldı; hesabınız kilitlenmedi ve bu cihazdan giriş yapmaya devam edebilirsiniz.
Denemeleri siz yapmadıysanız şifrenizin başka bir yerde kullanılmadığından emin olun; gerekirse "Şifremi unuttum" ile yeni bir şifre belirleyin ve iki adımlı doğrulamayı açın:

{{.Link}}
`,
		`<p>Hesabınıza çok sayıda başarısız giriş denemesi yapıldı.</p>
<p>Son deneme: <strong>{{date .At}}</strong>, <strong>{{.IP}}</strong> adresinden.</p>
<p>Bu denemeler o adresten yavaşlatıldı; hesabınız kilitlenmedi ve bu cihazdan giriş yapmaya devam edebilirsiniz.</p>
<p>Denemeleri siz yapmadıysanız şifrenizin başka bir yerde kullanılmadığından emin olun; gerekirse "Şifremi unuttum" ile yeni bir şifre belirleyin ve <a href="{{.Link}}" style="color:#b45309">iki adımlı doğrulamayı açın</a>.</p>`,
	},
	"welcome": {
		`Kitapevi Yayınları'na hoş geldiniz! Hesabınız oluşturuldu.

Kitaplarımıza göz atmak için: {{.Link}}
`,
		`<p>Kitapevi Yayınları'na hoş geldiniz! Hesabınız oluşturuldu.</p>
<p><a href="{{.Link}}" style="color:#b45309">Kitaplarımıza göz atın</a></p>`,
	},
	"author-welcome": {
		`Kitapevi Yayınları'na yazar olarak başvurduğunuz için teşekkür ederiz. Hesabınız oluşturuldu.

Başvurunuz editörlerimiz tarafından incelenecek; onaylandığında size ayrıca e-posta göndereceğiz. O zamana kadar yazar panelinden profilinizi tamamlayabilir, kitap ve etkinlik taslaklarınızı hazırlayabilirsiniz:

{{.Link}}
`,
		`<p>Kitapevi Yayınları'na yazar olarak başvurduğunuz için teşekkür ederiz. Hesabınız oluşturuldu.</p>
<p>Başvurunuz editörlerimiz tarafından incelenecek; onaylandığında size ayrıca e-posta göndereceğiz. O zamana kadar <a href="{{.Link}}" style="color:#b45309">yazar panelinden</a> profilinizi tamamlayabilir, kitap ve etkinlik taslaklarınızı hazırlayabilirsiniz.</p>`,
	},
	"author-decision": {
		`{{if .Approved}}Yazar başvurunuz onaylandı: "{{.AuthorName}}" profiliniz artık sitede yayında.

Kitaplarınızı ve etkinliklerinizi yazar panelinden yönetebilirsiniz:
{{else}}"{{.AuthorName}}" yazar profiliniz şu anda onaylı değil ve sitede gösterilmiyor.

Ayrıntılar için bizimle iletişime geçebilir, profilinizi yazar panelinden güncelleyebilirsiniz:
{{end}}
{{.Link}}
`,
		`{{if .Approved}}<p>Yazar başvurunuz onaylandı: <strong>{{.AuthorName}}</strong> profiliniz artık sitede yayında.</p>
<p>Kitaplarınızı ve etkinliklerinizi <a href="{{.Link}}" style="color:#b45309">yazar panelinden</a> yönetebilirsiniz.</p>{{else}}<p><strong>{{.AuthorName}}</strong> yazar profiliniz şu anda onaylı değil ve sitede gösterilmiyor.</p>
<p>Ayrıntılar için bizimle iletişime geçebilir, profilinizi <a href="{{.Link}}" style="color:#b45309">yazar panelinden</a> güncelleyebilirsiniz.</p>{{end}}`,
	},
	"password-reset": {
		`Hesabınız için bir şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı açın:

{{.Link}}

{{if .Expires.IsZero}}Bağlantı gönderildiği andan itibaren bir saat{{else}}Bağlantı {{date .Expires}} saatine kadar (bir saat){{end}} geçerlidir ve yalnızca bir kez kullanılabilir.
Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.
`,
		`<p>Hesabınız için bir şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki düğmeyi kullanın:</p>
{{if .Expires.IsZero}}<p>{{.Link}}</p>{{else}}<p><a href="{{.Link}}" style="display:inline-block;background:#b45309;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Şifremi sıfırla</a></p>
<p style="font-size:13px;color:#57534e">Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:<br>{{.Link}}</p>{{end}}
<p>{{if .Expires.IsZero}}Bağlantı gönderildiği andan itibaren bir saat{{else}}Bağlantı {{date .Expires}} saatine kadar (bir saat){{end}} geçerlidir ve yalnızca bir kez kullanılabilir.
Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.</p>`,
	},
	"sign-in-link": {
		`Hesabınıza şifresiz giriş için bir bağlantı istendi. Giriş yapmak için aşağıdaki bağlantıyı açın:

{{.Link}}

{{if .Expires.IsZero}}Bağlantı gönderildiği andan itibaren 15 dakika{{else}}Bağlantı {{date .Expires}} saatine kadar (15 dakika){{end}} geçerlidir ve yalnızca bir kez kullanılabilir. İki adımlı doğrulama açıksa kodunuz yine sorulur.
Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; bağlantı açılmadıkça kimse giriş yapamaz.
`,
		`<p>Hesabınıza şifresiz giriş için bir bağlantı istendi. Giriş yapmak için aşağıdaki düğmeyi kullanın:</p>
{{if .Expires.IsZero}}<p>{{.Link}}</p>{{else}}<p><a href="{{.Link}}" style="display:inline-block;background:#b45309;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Giriş yap</a></p>
<p style="font-size:13px;color:#57534e">Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:<br>{{.Link}}</p>{{end}}
<p>{{if .Expires.IsZero}}Bağlantı gönderildiği andan itibaren 15 dakika{{else}}Bağlantı {{date .Expires}} saatine kadar (15 dakika){{end}} geçerlidir ve yalnızca bir kez kullanılabilir. İki adımlı doğrulama açıksa kodunuz yine sorulur.
Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; bağlantı açılmadıkça kimse giriş yapamaz.</p>`,
	},
	"password-changed": {
		`Hesabınızın şifresi {{date .At}} tarihinde değiştirildi. Güvenliğiniz için tüm oturumlarınız kapatıldı; yeni şifrenizle tekrar giriş yapabilirsiniz:

{{.Link}}

Bu değişikliği siz yapmadıysanız hemen "Şifremi unuttum" ile yeni bir şifre belirleyin ve bizimle iletişime geçin.
`,
		`<p>Hesabınızın şifresi {{date .At}} tarihinde değiştirildi. Güvenliğiniz için tüm oturumlarınız kapatıldı; yeni şifrenizle <a href="{{.Link}}" style="color:#b45309">tekrar giriş yapabilirsiniz</a>.</p>
<p>Bu değişikliği siz yapmadıysanız hemen "Şifremi unuttum" ile yeni bir şifre belirleyin ve bizimle iletişime geçin.</p>`,
	},
	"order-confirmed": {
		`#{{.Order.Number}} numaralı siparişiniz onaylandı. Teşekkür ederiz!

Ürünler:
{{range .Order.Items}}- {{.Title}}: {{.Quantity}} × {{lira .Price}} = {{lira .Line}}
{{end}}
Ara Toplam: {{lira .Order.Subtotal}}
{{if .Order.Discount}}Kupon indirimi ({{.Order.CouponCode}}): -{{lira .Order.Discount}}
{{end}}Kargo: {{if .Order.Shipping}}{{lira .Order.Shipping}}{{else}}Ücretsiz{{end}}
Toplam: {{lira .Order.Total}}
{{template "payment" .}}
{{template "parties" .}}
Siparişinizi takip etmek için: {{.Link}}
{{if .Order.Contracts}}
Onayladığınız Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi{{if not .Order.ContractsAt.IsZero}} ({{date .Order.ContractsAt}}){{end}}:
----------------------------------------------------------------
{{.Order.Contracts}}
----------------------------------------------------------------
{{end}}`,
		`<p><strong>#{{.Order.Number}}</strong> numaralı siparişiniz onaylandı. Teşekkür ederiz!</p>
{{template "items" .}}
{{template "payment" .}}
{{template "parties" .}}
<p><a href="{{.Link}}" style="color:#b45309">Siparişinizi görüntüleyin</a></p>
{{if .Order.Contracts}}<h3 style="font-size:15px;margin:20px 0 4px">Onayladığınız Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi{{if not .Order.ContractsAt.IsZero}} ({{date .Order.ContractsAt}}){{end}}</h3>
<div style="white-space:pre-wrap;font-size:12px;border:1px solid #e7e5e4;padding:12px;border-radius:6px;background:#fafaf9">{{.Order.Contracts}}</div>{{end}}`,
	},
	"order-shipped": {
		`#{{.Order.Number}} numaralı siparişiniz kargoya verildi.

Kargo Firması: {{.Order.Carrier}}
Takip Numarası: {{.Order.TrackingNumber}}
{{if .Order.TrackingURL}}Kargom Nerede?: {{.Order.TrackingURL}}
{{end}}
Teslimat Adresi:
{{.Order.Address}}

Sipariş detayı: {{.Link}}
`,
		`<p><strong>#{{.Order.Number}}</strong> numaralı siparişiniz kargoya verildi.</p>
<p>Kargo Firması: <strong>{{.Order.Carrier}}</strong><br>Takip Numarası: <strong>{{.Order.TrackingNumber}}</strong></p>
{{if .Order.TrackingURL}}<p><a href="{{.Order.TrackingURL}}" style="display:inline-block;background:#b45309;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Kargom Nerede?</a></p>{{end}}
<h3 style="font-size:15px;margin:20px 0 4px">Teslimat Adresi</h3>
<p style="white-space:pre-line;margin:0">{{.Order.Address}}</p>
<p><a href="{{.Link}}" style="color:#b45309">Sipariş detayı</a></p>`,
	},
	"order-delivered": {
		`#{{.Order.Number}} numaralı siparişiniz teslim edildi. İyi okumalar!

Okuduğunuz kitaplar hakkındaki görüşleriniz diğer okurlara yol gösterir:
{{range .Order.Items}}- {{.Title}}: Bu kitabı değerlendirin: {{.ReviewLink}}
{{end}}
Sipariş detayı: {{.Link}}
Cayma hakkınızı teslimattan itibaren 14 gün içinde kullanabilirsiniz.
`,
		`<p><strong>#{{.Order.Number}}</strong> numaralı siparişiniz teslim edildi. İyi okumalar!</p>
<p>Okuduğunuz kitaplar hakkındaki görüşleriniz diğer okurlara yol gösterir:</p>
<ul style="padding-left:18px">{{range .Order.Items}}<li style="margin:4px 0">{{.Title}}: <a href="{{.ReviewLink}}" style="color:#b45309">Bu kitabı değerlendirin</a></li>{{end}}</ul>
<p><a href="{{.Link}}" style="color:#b45309">Sipariş detayı</a></p>
<p style="font-size:13px;color:#57534e">Cayma hakkınızı teslimattan itibaren 14 gün içinde kullanabilirsiniz.</p>`,
	},
	"order-cancelled": {
		`#{{.Order.Number}} numaralı siparişiniz iptal edildi.
{{with .Reason}}İptal nedeni: {{.}}
{{end}}{{if .Refunded}}Ödediğiniz {{lira .Order.Total}} tutarındaki ücret kartınıza iade edildi. İadenin hesabınıza yansıması bankanıza göre birkaç iş günü sürebilir.
{{end}}
Ürünler:
{{range .Order.Items}}- {{.Title}}: {{.Quantity}} × {{lira .Price}}
{{end}}
Sipariş detayı: {{.Link}}
`,
		`<p><strong>#{{.Order.Number}}</strong> numaralı siparişiniz iptal edildi.</p>
{{with .Reason}}<p>İptal nedeni: {{.}}</p>{{end}}
{{if .Refunded}}<p>Ödediğiniz <strong>{{lira .Order.Total}}</strong> tutarındaki ücret kartınıza iade edildi. İadenin hesabınıza yansıması bankanıza göre birkaç iş günü sürebilir.</p>{{end}}
{{template "items" .}}
<p><a href="{{.Link}}" style="color:#b45309">Sipariş detayı</a></p>`,
	},
	"return-update": {
		`#{{.Order.Number}} numaralı siparişinizin iade talebi ({{.Return.Code}}): {{.Return.State}}.
{{if .Return.CodeReady}}
İade kodunuz hazır: {{.Return.CarrierCode}} ({{.Return.Carrier}}). Paketinizi {{.Return.Carrier}} şubesine bu kodla teslim edebilirsiniz.

{{.Return.Instructions}}
{{else if .Return.Requested}}
Cayma / iade talebinizi aldık. İade edilecek ürünler:
{{range .Return.Lines}}- {{.Title}}: {{.Quantity}} adet
{{end}}
{{.Return.Instructions}}
{{else if .Return.Received}}
İade ettiğiniz ürünler elimize ulaştı{{if .Return.Damaged}} (hasarlı olarak kaydedildi){{end}}. Ücret iadeniz en kısa sürede yapılacak.
{{else if .Return.Refunded}}
{{lira .Return.Amount}} tutarındaki ücret iadesi kartınıza yapıldı. İadenin hesabınıza yansıması bankanıza göre birkaç iş günü sürebilir.
{{else if .Return.Rejected}}
İade talebiniz reddedildi. Neden: {{.Return.RejectReason}}
{{else}}
Ürünlerinizi bekliyoruz:
{{.Return.Instructions}}
{{end}}
Sipariş detayı: {{.Link}}
`,
		`<p><strong>#{{.Order.Number}}</strong> numaralı siparişinizin iade talebi (<strong>{{.Return.Code}}</strong>): <strong>{{.Return.State}}</strong>.</p>
{{if .Return.CodeReady}}<p>İade kodunuz hazır: <strong>{{.Return.CarrierCode}}</strong> ({{.Return.Carrier}}). Paketinizi {{.Return.Carrier}} şubesine bu kodla teslim edebilirsiniz.</p>
<p style="white-space:pre-line">{{.Return.Instructions}}</p>
{{else if .Return.Requested}}<p>Cayma / iade talebinizi aldık. İade edilecek ürünler:</p>
<ul>{{range .Return.Lines}}<li>{{.Title}}: {{.Quantity}} adet</li>{{end}}</ul>
<p style="white-space:pre-line">{{.Return.Instructions}}</p>
{{else if .Return.Received}}<p>İade ettiğiniz ürünler elimize ulaştı{{if .Return.Damaged}} (hasarlı olarak kaydedildi){{end}}. Ücret iadeniz en kısa sürede yapılacak.</p>
{{else if .Return.Refunded}}<p><strong>{{lira .Return.Amount}}</strong> tutarındaki ücret iadesi kartınıza yapıldı. İadenin hesabınıza yansıması bankanıza göre birkaç iş günü sürebilir.</p>
{{else if .Return.Rejected}}<p>İade talebiniz reddedildi. Neden: {{.Return.RejectReason}}</p>
{{else}}<p>Ürünlerinizi bekliyoruz:</p><p style="white-space:pre-line">{{.Return.Instructions}}</p>{{end}}
<p><a href="{{.Link}}" style="color:#b45309">Sipariş detayı</a></p>`,
	},
	"review-rejected": {
		`"{{.Book}}" için yazdığınız değerlendirme yayımlanmadı.

Nedeni: {{.Reason}}

Değerlendirmenizi düzenleyip yeniden gönderebilirsiniz: {{.Link}}
`,
		`<p><strong>{{.Book}}</strong> için yazdığınız değerlendirme yayımlanmadı.</p>
<p>Nedeni: <span style="white-space:pre-line">{{.Reason}}</span></p>
<p><a href="{{.Link}}" style="display:inline-block;background:#b45309;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Değerlendirmemi düzenle</a></p>`,
	},
	"book-revision-rejected": {
		`"{{.Book}}" kitabında yaptığınız değişiklikler yayımlanmadı; kitabın onaylı hâli satışta kalıyor.

Nedeni: {{.Reason}}

Kitabınızı düzenleyip yeniden gönderebilirsiniz: {{.Link}}
`,
		`<p><strong>{{.Book}}</strong> kitabında yaptığınız değişiklikler yayımlanmadı; kitabın onaylı hâli satışta kalıyor.</p>
<p>Nedeni: <span style="white-space:pre-line">{{.Reason}}</span></p>
<p><a href="{{.Link}}" style="display:inline-block;background:#b45309;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Kitaplarıma git</a></p>`,
	},
	"announcement": {
		`{{.Body}}

{{.Link}}
`,
		`<div style="white-space:pre-line">{{.Body}}</div>
<p><a href="{{.Link}}" style="color:#b45309">Kitaplarımıza göz atın</a></p>`,
	},
	"stock-back": {
		`Haber vermemizi istediğiniz "{{.Book}}" yeniden stokta!

Stoklar tükenmeden sipariş vermek için: {{.Link}}
`,
		`<p>Haber vermemizi istediğiniz <strong>{{.Book}}</strong> yeniden stokta!</p>
<p><a href="{{.Link}}" style="display:inline-block;background:#b45309;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Kitabı görüntüle</a></p>`,
	},
}

const htmlItems = `{{define "items"}}<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr style="background:#fafaf9"><th align="left">Ürün</th><th align="right">Adet</th><th align="right">Birim Fiyat</th><th align="right">Tutar</th></tr>
{{range .Order.Items}}<tr style="border-top:1px solid #e7e5e4"><td>{{.Title}}</td><td align="right">{{.Quantity}}</td><td align="right">{{lira .Price}}</td><td align="right">{{lira .Line}}</td></tr>
{{end}}<tr style="border-top:1px solid #e7e5e4"><td colspan="3" align="right">Ara Toplam</td><td align="right">{{lira .Order.Subtotal}}</td></tr>
{{if .Order.Discount}}<tr><td colspan="3" align="right">Kupon indirimi ({{.Order.CouponCode}})</td><td align="right">-{{lira .Order.Discount}}</td></tr>
{{end}}<tr><td colspan="3" align="right">Kargo</td><td align="right">{{if .Order.Shipping}}{{lira .Order.Shipping}}{{else}}Ücretsiz{{end}}</td></tr>
<tr><td colspan="3" align="right"><strong>Toplam</strong></td><td align="right"><strong>{{lira .Order.Total}}</strong></td></tr>
</table>{{end}}`

// The payment lines of a paid order: the instalments the buyer chose and
// what the card was charged (more than the total with the bank's instalment
// interest), or a single payment. Nothing before the order is paid
// (Installment 0, e.g. confirmed by an admin without a card payment).
const textPayment = `{{define "payment"}}{{template "method" .}}{{if gt .Order.Installment 1}}Taksit: {{.Order.Installment}}
Çekilen tutar: {{lira .Order.PaidAmount}} (vade farkı dahil)
{{else if eq .Order.Installment 1}}Ödeme: Tek çekim
{{end}}{{end}}`

const htmlPayment = `{{define "payment"}}{{template "method" .}}{{if gt .Order.Installment 1}}<p>Taksit: <strong>{{.Order.Installment}}</strong><br>Çekilen tutar: <strong>{{lira .Order.PaidAmount}}</strong> (vade farkı dahil)</p>
{{else if eq .Order.Installment 1}}<p>Ödeme: Tek çekim</p>
{{end}}{{end}}`

type pair struct {
	text *texttemplate.Template
	html *htmltemplate.Template
}

var templates = func() map[string]pair {
	out := map[string]pair{}
	for _, set := range []map[string][2]string{bodies, invoiceBodies, staffBodies, transferBodies, bankRefundBodies} {
		for kind, b := range set {
			t := texttemplate.Must(texttemplate.New(kind).Funcs(funcs).Parse(textLayout + textPayment + textMethod + textParties))
			texttemplate.Must(t.Parse(`{{define "body"}}` + b[0] + `{{end}}`))
			h := htmltemplate.Must(htmltemplate.New(kind).Funcs(funcs).Parse(htmlLayout + htmlItems + htmlPayment + htmlMethod + htmlParties))
			htmltemplate.Must(h.Parse(`{{define "body"}}` + b[1] + `{{end}}`))
			out[kind] = pair{t, h}
		}
	}
	return out
}()

// view is what every template sees.
type view struct {
	Site, Subject, Name, BaseURL, Link string
	// SellerLine is the seller's legal identity (the contact content);
	// Unsubscribe the one-click link of a marketing mail (empty: a
	// transactional mail, which says it needs no consent).
	SellerLine, Unsubscribe, Body string
	Expires, At                   time.Time
	Book                          string
	Reason                        string
	IP                            string // sign-in-failures: the address of the last try
	Order                         *orderView
	Refunded                      bool
	Return                        *returnView
	Invoice                       string       // invoice-ready: the invoice's number
	AuthorName                    string       // author-decision: the profile decided on
	Approved                      bool         // author-decision: approved, else not
	Notices                       []noticeView // staff-digest: the day's notices

	Transfer   *transferView // order-transfer: where to send the money
	BankRefund *bankRefundView
}

type orderView struct {
	Number                               string
	Items                                []itemView
	Subtotal, Shipping, Total            int64
	Discount                             int64 // the coupon's, kuruş
	CouponCode                           string
	Installment                          int   // 0 until paid, 1 single payment
	PaidAmount                           int64 // what the card was charged
	Address                              string
	Parties                              *partiesView // nil: the order has only its address text
	Carrier, TrackingNumber, TrackingURL string
	Contracts                            string
	ContractsAt                          time.Time
	// Method is how the order is paid (card, transfer, cod) with its
	// fee or discount (transfer.go).
	Method                    string
	MethodFee, MethodDiscount int64
}

type itemView struct {
	// ReviewLink opens the book page's review form (the delivered mail).
	ReviewLink string
	Title      string
	Quantity   int
	Price      int64
	Line       int64
}

// render executes a kind's templates into a plain-text and an HTML body.
func render(kind string, v view) (text, html string, err error) {
	p, ok := templates[kind]
	if !ok {
		panic("mail: no template " + kind)
	}
	var tb, hb bytes.Buffer
	if err := p.text.ExecuteTemplate(&tb, "layout", v); err != nil {
		return "", "", err
	}
	if err := p.html.ExecuteTemplate(&hb, "layout", v); err != nil {
		return "", "", err
	}
	return tb.String(), hb.String(), nil
}
