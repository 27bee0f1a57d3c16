package mail

import (
	"context"

	"bookstore/internal/bookstore"
	"bookstore/web"
)

// The mails of havale/EFT and kapıda ödeme: the transfer instructions
// (where to send the money, how much, with which reference, by when), and
// the method's lines in an order's payment section (the fee or discount
// in the total; the amount to pay at the door).

// TransferInstructions renders the instructions of a havale/EFT order o,
// chosen just now, to the shop's accounts; once per order.
func (n *Notifier) TransferInstructions(ctx context.Context, o *bookstore.Order, accounts []bookstore.BankAccount) (bookstore.Mail, error) {
	u, err := n.Users.UserByID(ctx, o.UserID)
	if err != nil {
		return bookstore.Mail{}, err
	}
	ov := &orderView{Number: o.Number(), Subtotal: o.Totals.Subtotal, Shipping: o.Totals.Shipping, Total: o.Totals.Total,
		Discount: o.Totals.Discount, CouponCode: o.CouponCode, Method: string(o.PaymentMethod), MethodDiscount: o.Totals.MethodDiscount}
	for _, it := range o.Items {
		ov.Items = append(ov.Items, itemView{Title: it.Title, Quantity: it.Quantity, Price: it.Price, Line: it.Price * int64(it.Quantity)})
	}
	tv := &transferView{Deadline: bookstore.FormatDateTime(o.PayBy)}
	for _, a := range accounts {
		tv.Accounts = append(tv.Accounts, accountView{Bank: a.Bank, Holder: a.Holder, IBAN: bookstore.FormatIBAN(a.IBAN)})
	}
	return n.build(ctx, bookstore.MailOrderTransfer, bookstore.MailOrderTransfer+":"+o.ID, u.Email, u.DisplayName(),
		"Havale/EFT ödeme bilgileriniz (#"+o.Number()+")", view{Order: ov, Transfer: tv, Link: n.link(web.Order, nil, o.ID)})
}

// transferView is where a havale/EFT buyer sends the money.
type transferView struct {
	Accounts []accountView
	Deadline string // in Istanbul: "1 Aralık 2026 12:00"
}

type accountView struct{ Bank, Holder, IBAN string }

var transferBodies = map[string][2]string{
	bookstore.MailOrderTransfer: {
		`#{{.Order.Number}} numaralı siparişinizi aldık. Ödemeniz hesabımıza ulaştığında siparişiniz onaylanır ve kargoya hazırlanır.

Gönderilecek tutar: {{lira .Order.Total}} (lütfen tam olarak bu tutarı gönderin)
Açıklama (referans): {{.Order.Number}} — havale/EFT açıklamasına sipariş numaranızı yazın
Son ödeme zamanı: {{.Transfer.Deadline}} — bu zamana kadar ödemesi gelmeyen sipariş iptal edilir.

Banka hesaplarımız:
{{range .Transfer.Accounts}}- {{.Bank}} — Alıcı: {{.Holder}}
  IBAN: {{.IBAN}}
{{end}}
Ürünler:
{{range .Order.Items}}- {{.Title}}: {{.Quantity}} × {{lira .Price}} = {{lira .Line}}
{{end}}
Ara Toplam: {{lira .Order.Subtotal}}
{{if .Order.Discount}}Kupon indirimi ({{.Order.CouponCode}}): -{{lira .Order.Discount}}
{{end}}{{template "method" .}}Kargo: {{if .Order.Shipping}}{{lira .Order.Shipping}}{{else}}Ücretsiz{{end}}
Toplam: {{lira .Order.Total}}

Siparişinizi takip etmek için: {{.Link}}
`,
		`<p><strong>#{{.Order.Number}}</strong> numaralı siparişinizi aldık. Ödemeniz hesabımıza ulaştığında siparişiniz onaylanır ve kargoya hazırlanır.</p>
<p>Gönderilecek tutar: <strong>{{lira .Order.Total}}</strong> (lütfen tam olarak bu tutarı gönderin)<br>
Açıklama (referans): <strong>{{.Order.Number}}</strong> — havale/EFT açıklamasına sipariş numaranızı yazın<br>
Son ödeme zamanı: <strong>{{.Transfer.Deadline}}</strong> — bu zamana kadar ödemesi gelmeyen sipariş iptal edilir.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-size:14px">
{{range .Transfer.Accounts}}<tr style="border-top:1px solid #e7e5e4"><td>{{.Bank}}<br>Alıcı: {{.Holder}}</td><td style="font-family:monospace"><strong>{{.IBAN}}</strong></td></tr>
{{end}}</table>
{{template "items" .}}
{{template "method" .}}
<p><a href="{{.Link}}" style="color:#b45309">Siparişinizi görüntüleyin</a></p>`,
	},
}

// The method's lines of an order's payment section: kapıda ödeme names the
// fee and the amount to pay at the door, havale/EFT its discount.
const textMethod = `{{define "method"}}{{if eq .Order.Method "cod"}}Kapıda ödeme hizmet bedeli: {{lira .Order.MethodFee}}
Ödeme: Kapıda ödeme — teslimatta ödenecek tutar: {{lira .Order.Total}}
{{else if eq .Order.Method "transfer"}}{{if .Order.MethodDiscount}}Havale/EFT indirimi: -{{lira .Order.MethodDiscount}}
{{end}}Ödeme: Havale / EFT
{{end}}{{end}}`

const htmlMethod = `{{define "method"}}{{if eq .Order.Method "cod"}}<p>Kapıda ödeme hizmet bedeli: <strong>{{lira .Order.MethodFee}}</strong><br>Ödeme: <strong>Kapıda ödeme</strong> — teslimatta ödenecek tutar: <strong>{{lira .Order.Total}}</strong></p>
{{else if eq .Order.Method "transfer"}}<p>{{if .Order.MethodDiscount}}Havale/EFT indirimi: <strong>-{{lira .Order.MethodDiscount}}</strong><br>{{end}}Ödeme: <strong>Havale / EFT</strong></p>
{{end}}{{end}}`

var _ interface {
	TransferInstructions(ctx context.Context, o *bookstore.Order, accounts []bookstore.BankAccount) (bookstore.Mail, error)
} = (*Notifier)(nil)
